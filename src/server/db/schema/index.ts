/** Every table of the site. A feature adds its own file beside this one and re-exports it here. */
export * from './npm'
export * from './live'
export * from './search'
