import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSnippetChecker } from './checker'
import { componentScript } from './component-code'
import type { TypeSource } from './type-source'
import type { SnippetBlock } from './types'

// An adapter shaped as the real ones: Svelte's `createQuery` takes a function of its options
// (runes), Vue's `useQuery` its options and gives refs.
const svelteQuery = `export type QueryOptions<TData> = { queryKey: readonly unknown[]; queryFn: () => Promise<TData>; enabled?: boolean }
export type CreateQueryResult<TData> = { data: TData | undefined; isPending: boolean; error: Error | null }
export declare function createQuery<TData>(options: () => QueryOptions<TData>): CreateQueryResult<TData>
`
const vueQuery = `import type { Ref } from 'vue'
export type UseQueryOptions<TData> = { queryKey: readonly unknown[]; queryFn: () => Promise<TData>; enabled?: boolean | Ref<boolean> }
export declare function useQuery<TData>(options: UseQueryOptions<TData>): { data: Ref<TData | undefined>; isPending: Ref<boolean> }
`
// Vue's types as far as the blocks use them (vue is not a dependency of the site).
const vueTypes = `export type Ref<T> = { value: T }
export declare function ref<T>(value: T): Ref<T>
export declare function computed<T>(getter: () => T): Readonly<Ref<T>>
export declare function defineProps<T>(): T
`

function typeSource(name: string, index: string, files: Record<string, string> = {}): TypeSource {
  return {
    packages: new Map([[name, '1.0.0']]),
    files: new Map(Object.entries({ [`${name}/package.json`]: JSON.stringify({ name, types: './src/index.ts' }), [`${name}/src/index.ts`]: index, ...files })),
    // Svelte's own published types, from the site's node_modules.
    directories: [{ dir: path.resolve('node_modules'), only: new Set(['svelte', '@types/estree']) }],
    identity: 'test',
  }
}

const svelte = createSnippetChecker(typeSource('@fixture/svelte-query', svelteQuery), {
  scopeModules: ['@fixture/svelte-query', 'svelte'],
  frameworkModule: 'svelte',
})
const vue = createSnippetChecker(
  typeSource('@fixture/vue-query', vueQuery, { 'vue/package.json': JSON.stringify({ name: 'vue', types: './index.d.ts' }), 'vue/index.d.ts': vueTypes }),
  { scopeModules: ['@fixture/vue-query', 'vue'], frameworkModule: 'vue', namespaces: { Vue: 'vue' } },
)
const block = (lang: string, code: string): SnippetBlock => ({ lang, code, line: 10 })

// Svelte 5 runes with `createQuery`, as the Svelte pages show a component.
const runes = `<script lang="ts">
  import { createQuery } from '@fixture/svelte-query'

  let enabled = $state(true)
  const todos = createQuery(() => ({
    queryKey: ['todos'],
    queryFn: async () => [{ id: 1, title: 'Write docs' }],
    enabled,
  }))
</script>

{#if todos.isPending}
  <p>Loading…</p>
{:else if todos.data}
  <ul>
    {#each todos.data as todo (todo.id)}
      <li>{todo.title}</li>
    {/each}
  </ul>
{/if}
<button onclick={() => (enabled = !enabled)}>Toggle</button>`

// A Vue single-file component with `useQuery`, as the Vue pages show one.
const sfc = `<script setup lang="ts">
import { useQuery } from '@fixture/vue-query'

const props = defineProps<{ id: number }>()
const { isPending, data } = useQuery({
  queryKey: ['todo', props.id],
  queryFn: async () => ({ title: 'Write docs' }),
})
const title = computed(() => data.value?.title ?? '')
</script>

<template>
  <span v-if="isPending">Loading...</span>
  <h1 v-else>{{ title }}</h1>
</template>`

describe('Svelte components, through svelte2tsx', () => {
  it('checked: a component with runes whose script and template use the library as it is', () => {
    expect(svelte.checkBlock(block('svelte', runes))).toEqual({ verdict: 'checked', rules: [] })
  })

  it('fails on a misspelled import in the script, at the block’s own line and column', () => {
    const verdict = svelte.checkBlock(block('svelte', runes.replace('import { createQuery }', 'import { createQuerry }')))
    expect(verdict).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2724, line: 2, column: 12 }] })
  })

  it('fails on a misspelled member in the template, mapped back to the template’s line', () => {
    const verdict = svelte.checkBlock(block('svelte', runes.replace('{#if todos.isPending}', '{#if todos.isLoading}')))
    expect(verdict).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2339, line: 12, column: 12 }] })
  })

  it('a template alone has no script to read: skipped, saying so to the reader', () => {
    expect(
      svelte.checkBlock(
        block('svelte', '<form.Field name="firstName">\n  {#snippet children(field)}\n    <input value={field.state.value} />\n  {/snippet}\n</form.Field>'),
      ),
    ).toEqual({
      verdict: 'skipped',
      component: true,
      reason: 'a Svelte component with no `<script>`: a template alone, whose names come from a script the page does not show',
    })
  })

  // Form's Svelte guides write their components' scripts in JavaScript: `<script>` without `lang`.
  const javascript = `<script>
  import { createQuery } from '@fixture/svelte-query'

  let enabled = $state(true)
  const todos = createQuery(() => ({
    queryKey: ['todos'],
    queryFn: fetchTodos,
    enabled,
  }))
</script>

<p>{todos.isPending}</p>`

  it('a script in JavaScript is checked as checkJs checks it, an undeclared name `any`, the reader told', () => {
    expect(svelte.checkBlock(block('svelte', javascript))).toEqual({ verdict: 'checked', rules: ['undeclared-as-any'], javascript: true })
  })

  it('a misspelled import or member in a JavaScript component fails at the block’s line', () => {
    expect(svelte.checkBlock(block('svelte', javascript.replace('import { createQuery }', 'import { createQuerry }')))).toMatchObject({
      verdict: 'fails',
      javascript: true,
      diagnostics: [{ code: 2724, line: 2, column: 12 }],
    })
    expect(svelte.checkBlock(block('svelte', javascript.replace('todos.isPending', 'todos.isPendng')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551, line: 12 }],
    })
  })

  // Form's Svelte quick start: `e.target.value` in JavaScript, which TypeScript's DOM types reject.
  const domEvent = javascript
    .replace('queryFn: fetchTodos', 'queryFn: async () => [1]')
    .replace('<p>{todos.isPending}</p>', '<input oninput={(e) => console.log(e.target.value)} />\n<p>{todos.isPending}</p>')

  it('errors of TypeScript’s stricter reading (the DOM’s `EventTarget`, `null` checks) do not fail JavaScript: a fragment, not a pass', () => {
    expect(svelte.checkBlock(block('svelte', domEvent))).toEqual({
      verdict: 'fragment',
      reason: 'its errors are TypeScript’s stricter reading of JavaScript (`null` checks, inferred types, the DOM’s types)',
    })
    // Beside them, a misspelled member of the library's result still fails, alone.
    const verdict = svelte.checkBlock(block('svelte', domEvent.replace('todos.isPending', 'todos.isPendng')))
    expect(verdict).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2551, line: 13 }] })
    if (verdict.verdict === 'fails') expect(verdict.diagnostics).toHaveLength(1)
  })

  it('a JavaScript component does not continue the page’s earlier TypeScript blocks', () => {
    const earlier = { lang: 'ts', code: 'const fetchTodos = (): Promise<number> => Promise.resolve(1)', line: 2 }
    expect(svelte.checkBlock(block('svelte', javascript), [earlier])).toEqual({ verdict: 'checked', rules: ['undeclared-as-any'], javascript: true })
  })

  // Form's Svelte guides: the component once, then its template's parts shown alone.
  const templateAlone = '<p>{todos.isPending}</p>\n{#if todos.data}\n  <p>{todos.data.length}</p>\n{/if}'

  it('a template alone continues the page’s earlier component whose script declares what it uses (continues-previous)', () => {
    const earlier = [block('svelte', javascript.replace('queryFn: fetchTodos', 'queryFn: async () => [1]'))]
    expect(svelte.checkBlock(block('svelte', templateAlone), earlier)).toEqual({ verdict: 'checked', rules: ['continues-previous'], javascript: true })
    // Its own misspelled member fails at its own line; the earlier script's errors are not its own.
    const misspelled = svelte.checkBlock(block('svelte', templateAlone.replace('todos.data.length', 'todos.data.lenght')), earlier)
    expect(misspelled).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2551, line: 3, column: 18 }] })
    const earlierWrong = [block('svelte', runes.replace('let enabled', "const wrong: number = 'one'\n  let enabled"))]
    expect(svelte.checkBlock(block('svelte', templateAlone), earlierWrong)).toEqual({ verdict: 'checked', rules: ['continues-previous'] })
  })

  it('a template alone stays skipped when no earlier component declares what it uses', () => {
    expect(svelte.checkBlock(block('svelte', templateAlone.replaceAll('todos', 'posts')), [block('svelte', runes)])).toMatchObject({
      verdict: 'skipped',
      reason: expect.stringContaining('a template alone'),
    })
  })

  // Form's Svelte basic-concepts page: ` ```ts const form = createForm(…)`, then `<form.Field …>` alone.
  const earlierTypeScript = [
    block('ts', "const todos = createQuery(() => ({\n  queryKey: ['todos'],\n  queryFn: async () => [{ id: 1, title: 'Write docs' }],\n}))"),
  ]

  it('a template alone continues the page’s earlier TypeScript block declaring what it uses, its script (before: skipped)', () => {
    expect(svelte.checkBlock(block('svelte', templateAlone), earlierTypeScript)).toEqual({
      verdict: 'checked',
      rules: ['continues-previous', 'library-exports'],
    })
    const misspelled = svelte.checkBlock(block('svelte', templateAlone.replace('todos.data.length', 'todos.data.lenght')), earlierTypeScript)
    expect(misspelled).toMatchObject({ verdict: 'fails', diagnostics: [{ code: 2551, line: 3, column: 18 }] })
  })

  it('continuing TypeScript blocks, errors that are not a name outright may come from the earlier example: a fragment', () => {
    const domEvent = `${templateAlone}\n<input oninput={(e) => console.log(e.target.value, todos.isPending)} />`
    expect(svelte.checkBlock(block('svelte', domEvent), earlierTypeScript)).toMatchObject({
      verdict: 'fragment',
      reason: expect.stringContaining('earlier example'),
    })
  })

  it('stays skipped when no earlier TypeScript block declares what it uses', () => {
    const other = [block('ts', "const posts = createQuery(() => ({ queryKey: ['posts'], queryFn: async () => 1 }))")]
    expect(svelte.checkBlock(block('svelte', templateAlone), other)).toMatchObject({ verdict: 'skipped', reason: expect.stringContaining('a template alone') })
  })

  it('a module of the library that does not resolve keeps the component skipped with the module named', () => {
    const verdict = svelte.checkBlock(block('svelte', runes.replace("'@fixture/svelte-query'", "'@fixture/svelte-query-persist'")))
    expect(verdict).toMatchObject({
      verdict: 'skipped',
      component: true,
      reason: expect.stringContaining('`@fixture/svelte-query-persist` cannot be resolved'),
    })
  })
})

describe('Vue single-file components, their TypeScript script', () => {
  it('checked: `<script setup lang="ts">` with `useQuery` and the compiler macros, the template said to be unchecked', () => {
    expect(vue.checkBlock(block('vue', sfc))).toEqual({ verdict: 'checked', rules: ['library-exports'], unchecked: 'the template' })
  })

  it('a required option its script leaves out is said beside the template (left-out-options.ts)', () => {
    expect(vue.checkBlock(block('vue', sfc.replace("  queryKey: ['todo', props.id],\n", '')))).toMatchObject({
      verdict: 'checked',
      unchecked: '`queryKey`, a required option it leaves out, and the template',
    })
  })

  it('fails on a misspelled option, at the block’s own line and column', () => {
    const verdict = vue.checkBlock(block('vue', sfc.replace("  queryKey: ['todo', props.id],", "  queryKeys: ['todo', props.id],")))
    expect(verdict).toMatchObject({ verdict: 'fails', unchecked: 'the template' })
    if (verdict.verdict === 'fails') expect(verdict.diagnostics[0]).toMatchObject({ code: 2561, line: 6, column: 3 })
  })

  // Query's Vue guides: `<script setup>` in JavaScript, `ref` and `computed` left to Vue's auto-imports.
  const javascript = `<script setup>
import { useQuery } from '@fixture/vue-query'

const filter = ref('')
const { data } = useQuery({
  queryKey: ['todos', filter],
  queryFn: () => fetchTodos(filter.value),
  enabled: computed(() => !!filter.value),
})
</script>

<template>
  <span v-if="data">{{ data }}</span>
</template>`

  it('a script in JavaScript is checked as checkJs checks it; the reader told, and that the template is not checked', () => {
    expect(vue.checkBlock(block('vue', javascript))).toEqual({
      verdict: 'checked',
      rules: ['library-exports', 'undeclared-as-any'],
      unchecked: 'the template',
      javascript: true,
    })
    expect(vue.checkBlock(block('vue', javascript.replace('  enabled:', '  enable:')))).toMatchObject({
      verdict: 'fails',
      javascript: true,
      diagnostics: [{ code: 2561, line: 8, column: 3 }],
    })
  })

  it('a template alone has no script to read, and a script in another language is not read: both skipped, saying so', () => {
    expect(vue.checkBlock(block('vue', '<template>\n  <form.Field name="fullName" />\n</template>'))).toMatchObject({
      verdict: 'skipped',
      component: true,
      reason: expect.stringContaining('with no `<script>`: a template alone'),
    })
    expect(vue.checkBlock(block('vue', sfc.replace(' lang="ts"', ' lang="coffee"')))).toMatchObject({
      verdict: 'skipped',
      component: true,
      reason: expect.stringContaining('whose scripts are in coffee'),
    })
  })
})

describe('type arguments given to an import the checker cannot see', () => {
  // Form's Svelte guide: `createAppForm` comes from the app's own `./form.js`, which the page does not show.
  const fields = `<script lang="ts">
  import type { createAppForm } from './form.js'
  import { createQuery } from '@fixture/svelte-query'

  type PasswordFields = { password: string }
  type AppForm = ReturnType<typeof createAppForm<PasswordFields>>

  const { form }: { form: AppForm } = $props()
  const todos = createQuery(() => ({ queryKey: ['todos'], queryFn: async () => form }))
</script>

<p>{todos.isPending}</p>`

  it('are no error of the block (TS2635 on the checker’s `any`), where the rest is still checked', () => {
    expect(svelte.checkBlock(block('svelte', fields))).toEqual({ verdict: 'checked', rules: [] })
    expect(svelte.checkBlock(block('svelte', fields.replace('todos.isPending', 'todos.isPendng')))).toMatchObject({
      verdict: 'fails',
      diagnostics: [{ code: 2551 }],
    })
  })
})

describe('componentScript: where a component’s TypeScript is, for the mutation test', () => {
  it.each([
    ['svelte', runes, "\n  import { createQuery } from '@fixture/svelte-query'"],
    ['vue', sfc, "\nimport { useQuery } from '@fixture/vue-query'"],
  ])('%s: the script’s code, without its tags', (lang, code, opening) => {
    const script = componentScript(lang, code)!
    expect(code.slice(script.start, script.end).startsWith(opening)).toBe(true)
    expect(code.slice(script.end).startsWith('</script>')).toBe(true)
  })

  it('a JavaScript script too, and none in a template alone', () => {
    expect(componentScript('vue', sfc.replace(' lang="ts"', ''))).toBeDefined()
    expect(componentScript('svelte', runes.replace(' lang="ts"', ''))).toBeDefined()
    expect(componentScript('vue', '<template>\n  <p />\n</template>')).toBeUndefined()
  })
})
