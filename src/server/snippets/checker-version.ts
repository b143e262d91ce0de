/**
 * The checker's own version, part of every stored result's key: a change of the rules or of
 * TypeScript makes every page be checked again. Kept apart from checker.ts so the server can
 * read results without loading the compiler; checker.test.ts fails when TypeScript moved on.
 */
export const CHECKER_VERSION = 'snippets-14+ts-6.0'
