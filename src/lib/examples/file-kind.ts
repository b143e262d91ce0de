/** Extensions shown as a "binary file" view instead of text. */
const binaryExtensions = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'bmp',
  'tiff',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp3',
  'mp4',
  'webm',
  'ogg',
  'wav',
  'pdf',
  'zip',
  'gz',
  'tgz',
  'br',
  'wasm',
  'jar',
  'exe',
  'dll',
  'so',
  'dylib',
  'bin',
])

const languages: Record<string, string> = {
  ts: 'ts',
  mts: 'ts',
  cts: 'ts',
  tsx: 'tsx',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'jsx',
  json: 'json',
  jsonc: 'jsonc',
  html: 'html',
  htm: 'html',
  css: 'css',
  scss: 'scss',
  vue: 'vue',
  svelte: 'svelte',
  md: 'md',
  mdx: 'mdx',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  graphql: 'graphql',
  gql: 'graphql',
  sql: 'sql',
  sh: 'sh',
  bash: 'bash',
  diff: 'diff',
}

export function extensionOf(name: string): string {
  const base = name.split('/').pop() ?? name
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

export function isBinaryName(name: string): boolean {
  return binaryExtensions.has(extensionOf(name))
}

/** The Shiki language of a file, or 'text'. */
export function languageOf(name: string): string {
  const base = name.split('/').pop() ?? name
  if (base === 'tsconfig.json' || base.endsWith('.jsonc')) return 'jsonc'
  return languages[extensionOf(name)] ?? 'text'
}

export type FileIconKind = 'typescript' | 'javascript' | 'react' | 'json' | 'markdown' | 'style' | 'html' | 'vue' | 'svelte' | 'image' | 'config' | 'text'

/** Which icon the explorer draws for a file. */
export function fileIconKind(name: string): FileIconKind {
  const extension = extensionOf(name)
  if (extension === 'tsx' || extension === 'jsx') return 'react'
  if (['ts', 'mts', 'cts'].includes(extension)) return /(^|\.)config\./.test(name) ? 'config' : 'typescript'
  if (['js', 'mjs', 'cjs'].includes(extension)) return /(^|\.)config\./.test(name) ? 'config' : 'javascript'
  if (extension === 'json' || extension === 'jsonc') return 'json'
  if (extension === 'md' || extension === 'mdx') return 'markdown'
  if (['css', 'scss', 'sass', 'less'].includes(extension)) return 'style'
  if (extension === 'html' || extension === 'htm') return 'html'
  if (extension === 'vue') return 'vue'
  if (extension === 'svelte') return 'svelte'
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'svg', 'bmp'].includes(extension)) return 'image'
  if (['yaml', 'yml', 'toml'].includes(extension) || name.startsWith('.')) return 'config'
  return 'text'
}
