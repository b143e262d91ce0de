import { flattenFiles, type ExampleNode } from './tree'

/** SPEC §4 step 1: folders whose files are never the starting file. */
export const IGNORED_FOLDERS = ['public', '.vscode', 'tests', 'spec', 'assets'] as const

const fallbackNames = ['__root', 'App', 'main', 'index', 'page', 'action']
const fallbackExtensions = ['ts', 'tsx', 'js', 'jsx']
const preferredFolders = ['src', 'routes', 'app', 'pages']

function baseName(path: string): string {
  return path.split('/').pop() ?? path
}

/** The file paths of a tree, relative to `root`, leaving out files inside ignored folders. */
export function candidateFiles(tree: ExampleNode[], root: string): string[] {
  const prefix = root ? `${root}/` : ''
  return flattenFiles(tree)
    .map((node) => (node.path.startsWith(prefix) ? node.path.slice(prefix.length) : node.path))
    .filter(
      (path) =>
        !path
          .split('/')
          .slice(0, -1)
          .some((folder) => (IGNORED_FOLDERS as readonly string[]).includes(folder)),
    )
}

/**
 * SPEC §4 step 2: the framework's default entry file. Libraries start and router use
 * `src/routes/__root.tsx`; angular `app.component.ts`; svelte and vue `App.svelte` / `App.vue`;
 * form, query and pacer `index`; any other `main`; with extension tsx, or ts for angular and lit.
 */
export function defaultEntry(libraryId: string, framework: string): { path?: string; name?: string } {
  if (libraryId === 'start' || libraryId === 'router') return { path: 'src/routes/__root.tsx' }
  if (framework === 'angular') return { path: 'src/app/app.component.ts' }
  if (framework === 'svelte') return { name: 'App.svelte' }
  if (framework === 'vue') return { name: 'App.vue' }
  const extension = framework === 'lit' ? 'ts' : 'tsx'
  const stem = ['form', 'query', 'pacer'].includes(libraryId) ? 'index' : 'main'
  return { name: `${stem}.${extension}` }
}

/**
 * SPEC §4 "Example starting file choice". `files` are paths relative to the example folder
 * (already without ignored folders, see `candidateFiles`), in tree order. Returns a path
 * relative to the example, or `defaultPath` when the example has no file at all.
 */
export function chooseStartingFile(files: string[], options: { libraryId: string; framework: string; defaultPath: string }): string {
  // 2. The framework's default entry file: an exact path, or a file of that name (src/ first).
  const entry = defaultEntry(options.libraryId, options.framework)
  if (entry.path && files.includes(entry.path)) return entry.path
  if (entry.name) {
    const named = files.filter((file) => baseName(file) === entry.name)
    const found = named.find((file) => file === `src/${entry.name}`) ?? named.sort((a, b) => a.split('/').length - b.split('/').length)[0]
    if (found) return found
  }
  // 3. A file named like an entry point, in the order of the names, or README.md.
  for (const name of fallbackNames) {
    for (const extension of fallbackExtensions) {
      const found = files.find((file) => baseName(file) === `${name}.${extension}`)
      if (found) return found
    }
  }
  const readme = files.find((file) => baseName(file) === 'README.md')
  if (readme) return readme
  // 4. The first file under src, routes, app or pages.
  const underPreferred = files.find((file) => preferredFolders.some((folder) => file.startsWith(`${folder}/`) || file.includes(`/${folder}/`)))
  if (underPreferred) return underPreferred
  // 5. The first file at all; 6. the default path.
  return files[0] ?? options.defaultPath
}
