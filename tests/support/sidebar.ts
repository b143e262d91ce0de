import type { SidebarSection } from '~/lib/docs/sidebar'

/**
 * A Query docs sidebar with what a sidebar can carry: a label with markup characters, a badge,
 * external links (one first in its section), a collapsed section and an empty one.
 */
export const querySidebar: SidebarSection[] = [
  {
    label: 'Getting Started',
    collapsible: false,
    defaultCollapsed: false,
    items: [
      { label: 'Overview', href: '/query/latest/docs/framework/react/overview' },
      { label: 'Does this replace [Redux, MobX, etc]? & <more>', href: '/query/latest/docs/framework/react/guides/does-this-replace-client-state' },
      { label: 'Caching', href: '/query/latest/docs/framework/react/guides/caching' },
    ],
  },
  {
    label: 'API Reference',
    collapsible: false,
    defaultCollapsed: false,
    items: [
      { label: 'GitHub', href: 'https://github.com', external: true },
      { label: 'useQuery', href: '/query/latest/docs/framework/react/reference/useQuery' },
    ],
  },
  {
    label: 'Plugins',
    collapsible: true,
    defaultCollapsed: true,
    items: [
      { label: 'persistQueryClient', href: '/query/latest/docs/framework/react/plugins/persistQueryClient', badge: 'new' },
      { label: 'Discord', href: 'https://discord.example/invite', external: true },
    ],
  },
  { label: 'Empty', collapsible: true, defaultCollapsed: false, items: [] },
]
