/** svelte2tsx's declaration files its TypeScript output uses (`svelteHTML`, `__sveltets_2_…`): read beside its package. */
export const svelte2tsxDeclarations = ['svelte-shims-v4.d.ts', 'svelte-jsx-v4.d.ts']
