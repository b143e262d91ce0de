/**
 * Small library repositories written for the tests, each reproducing a class of content real
 * repositories hold and the corpus does not show:
 *
 * - `table`: a docs config naming a framework outside the nine (`alpine`) and one of the nine
 *   the catalogue does not list for the library (`preact`); no `introduction` (the catalogue's
 *   default doc) and no `basic` example (its default example); a framework page read from the
 *   framework-neutral file; tabs of every variant and framework blocks.
 * - `virtual`: TypeDoc-style reference pages with dotted, generic and repeated headings, and
 *   links to them written for the heading-id convention of the docs.
 *
 * `writeFixtureRepos(dir)` makes each a git repository (branch `main`) in `dir/<name>`.
 */
import path from 'node:path'
import { createRepository } from './git-fixture'

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

export const tableFixture: Record<string, string> = {
  'docs/config.json': json({
    sections: [
      {
        label: 'Getting Started',
        children: [
          { label: 'Overview', to: 'overview' },
          { label: 'Installation', to: 'installation' },
          { label: 'Introduction', to: 'introduction' },
        ],
        frameworks: [
          {
            label: 'react',
            children: [
              { label: 'React Guide', to: 'framework/react/guide' },
              { label: 'React Install', to: 'framework/react/installation' },
            ],
          },
          { label: 'alpine', children: [{ label: 'Alpine Guide', to: 'framework/alpine/guide' }] },
          { label: 'preact', children: [{ label: 'Preact Guide', to: 'framework/preact/guide' }] },
          { label: 'vue', children: [{ label: 'Vue Guide', to: 'framework/vue/guide' }] },
        ],
      },
      {
        label: 'Examples',
        children: [],
        frameworks: [
          {
            label: 'react',
            children: [
              { label: 'Counter', to: 'framework/react/examples/counter' },
              { label: 'Basic', to: 'framework/react/examples/basic' },
            ],
          },
          { label: 'alpine', children: [{ label: 'Todo list', to: 'framework/alpine/examples/todo' }] },
        ],
      },
    ],
  }),
  'docs/overview.md': `---
title: Grid overview
---

A headless grid for the fixture library. Read the [installation](./installation.md) page next,
then the guide for your framework: [React](./framework/react/guide.md) or [Alpine](./framework/alpine/guide.md).

## Rows and cells

Rows hold cells; cells hold values.
`,
  'docs/installation.md': `---
title: Installation
---

Pick your package manager:

<!-- ::start:tabs variant="package-manager" -->

react: @fixture/react-grid
alpine: @fixture/alpine-grid
preact: @fixture/preact-grid

<!-- ::end:tabs -->

Development tools install as dev dependencies:

<!-- ::start:tabs variant="package-managers" mode="dev-install" -->

react: @fixture/grid-devtools

<!-- ::end:tabs -->

Or start a new project from the template:

<!-- ::start:tabs variant="package-managers" mode="local-install" -->

react: @fixture/create-grid --template react
alpine: @fixture/create-grid --template alpine

<!-- ::end:tabs -->

Add the plugin for your bundler:

<!-- ::start:tabs variant="bundler" -->

# Vite

\`\`\`ts title="vite.config.ts"
export default { plugins: [grid()] }
\`\`\`

# Webpack

\`\`\`js title="webpack.config.js"
module.exports = { plugins: [new GridPlugin()] }
\`\`\`

<!-- ::end:tabs -->

Then write two files:

<!-- ::start:tabs variant="files" -->

\`\`\`tsx title="src/main.tsx"
import { render } from './render'
render(document.getElementById('root'))
\`\`\`

\`\`\`tsx title="src/App.tsx"
export function App() {
  return <Grid rows={[]} />
}
\`\`\`

<!-- ::end:tabs -->

## Render a grid

<!-- ::start:framework -->

# React

\`\`\`tsx
const grid = useGrid({ rows })
\`\`\`

# Alpine

\`\`\`html
<div x-data="grid({ rows })"></div>
\`\`\`

<!-- ::end:framework -->
`,
  'docs/framework/react/guide.md': `---
title: React guide
---

Use the grid from React components. The [overview](../../overview.md) explains rows and cells.

## Hooks

\`useGrid\` returns the grid.
`,
  'docs/framework/alpine/guide.md': `---
title: Alpine guide
---

Use the grid from Alpine components, with the \`x-data\` directive.

## Directives

\`x-data="grid()"\` starts a grid.
`,
  'docs/framework/preact/guide.md': `---
title: Preact guide
---

Use the grid from Preact components; the hooks match the React ones.
`,
  'examples/react/counter/package.json': json({ name: 'counter', private: true }),
  'examples/react/counter/src/main.tsx': `export const count = 1\n`,
  'examples/alpine/todo/index.html': `<div x-data="{ items: [] }"></div>\n`,
  // The old layout of examples: a folder directly under examples/, which is not a framework.
  'examples/legacy-demo/README.md': `An example kept from an older layout.\n`,
}

export const virtualFixture: Record<string, string> = {
  'docs/config.json': json({
    sections: [
      { label: 'Getting Started', children: [{ label: 'Introduction', to: 'introduction' }] },
      {
        label: 'API Reference',
        children: [
          { label: 'Reference', to: 'reference/index' },
          { label: 'useScroller', to: 'reference/functions/useScroller' },
          { label: 'Scroller', to: 'reference/classes/Scroller' },
        ],
      },
    ],
  }),
  'docs/introduction.md': `---
title: Introduction
---

Scrollers for long lists. See [Scroller.scrollToIndex](./reference/classes/Scroller.md#scroller-scrolltoindex),
the [generic hook](./reference/functions/useScroller.md#usescroller-titem-telement) and its
[second parameter list](./reference/functions/useScroller.md#parameters-2).
`,
  'docs/reference/index.md': `# Reference

- [useScroller](functions/useScroller.md)
- [Scroller](classes/Scroller.md)
`,
  'docs/reference/functions/useScroller.md': `---
id: useScroller
title: useScroller
---

# Function: useScroller()

## useScroller<TItem, TElement>()

Creates a scroller bound to an element.

### Parameters

#### options

The scroller options.

## useScroller<TItem>()

An overload taking the element separately.

### Parameters

#### element

The scrolling element.

### Returns

A [Scroller](../classes/Scroller.md#scroller).
`,
  'docs/reference/classes/Scroller.md': `---
id: Scroller
title: Scroller
---

# Class: Scroller

Keeps the visible window of a list. Jump with [scrollToIndex](#scroller-scrolltoindex) or
[measure](#scroller-measure).

## Scroller

The class itself.

## Scroller.scrollToIndex

Scrolls until the item at an index is visible.

### Parameters

The index.

## Scroller.measure

Measures every rendered item again.

### Parameters

Nothing.

## Scroller.onChange?

Called when the window moves. Back to [the top](#scroller).
`,
  'examples/react/dynamic/package.json': json({ name: 'dynamic', private: true }),
  'examples/react/dynamic/src/main.tsx': `export const rows = 1000\n`,
}

export const fixtureRepos = { table: tableFixture, virtual: virtualFixture }

/** Writes each fixture as a git repository `dir/<name>` with one commit on `main`. */
export function writeFixtureRepos(dir: string): void {
  for (const [name, files] of Object.entries(fixtureRepos)) createRepository(path.join(dir, name), files)
}
