/**
 * The snippet checker's file system (checker.ts): the blocks in memory, the library's packages
 * under a virtual `node_modules` read from the type source's files and folders, TypeScript's own
 * `lib` files, and an ambient module that makes any unresolved import `any` only where a rule
 * asks for it. Parsed library files are shared between the blocks' programs.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { TypeSource } from './type-source'

export const ROOT = '/snippets'
export const MODULES = `${ROOT}/node_modules/`
export const libDir = path.dirname(ts.getDefaultLibFilePath({}))
export const AMBIENT = `${ROOT}/ambient.d.ts`
const ambientText = "declare module '*'\n"

/** A compiler host for each set of block files, over one type source. */
export function snippetHost(source: TypeSource): (snippets: Map<string, string>) => ts.CompilerHost {
  const sharedFiles = new Map<string, ts.SourceFile | undefined>()
  const virtualDirs = new Set<string>([ROOT, `${ROOT}/node_modules`])
  for (const file of source.files.keys()) {
    let dir = path.posix.dirname(MODULES + file)
    while (dir.startsWith(MODULES) && !virtualDirs.has(dir)) {
      virtualDirs.add(dir)
      dir = path.posix.dirname(dir)
    }
  }

  /** The real path of a file below `node_modules`: the first of the source's folders that has it. */
  function onDisk(virtual: string): string | undefined {
    if (!virtual.startsWith(MODULES)) return undefined
    const rest = virtual.slice(MODULES.length)
    const packageName = rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]!
    let first: string | undefined
    for (const { dir, only } of source.directories) {
      if (only && !only.has(packageName)) continue
      const real = path.join(dir, rest)
      if (!real.startsWith(dir)) continue
      first ??= real
      if (existsSync(real)) return real
    }
    return first
  }

  function readText(file: string): string | undefined {
    if (file === AMBIENT) return ambientText
    if (file.startsWith(MODULES)) {
      const held = source.files.get(file.slice(MODULES.length))
      if (held !== undefined) return held
    }
    const real = file.startsWith(`${libDir}/`) ? file : onDisk(file)
    if (!real) return undefined
    try {
      return readFileSync(real, 'utf8')
    } catch {
      return undefined
    }
  }

  function fileExists(file: string): boolean {
    if (file === AMBIENT) return true
    if (file.startsWith(MODULES) && source.files.has(file.slice(MODULES.length))) return true
    const real = file.startsWith(`${libDir}/`) ? file : onDisk(file)
    if (!real) return false
    try {
      return statSync(real).isFile()
    } catch {
      return false
    }
  }

  function directoryExists(dir: string): boolean {
    const clean = dir.replace(/\/$/, '')
    if (virtualDirs.has(clean)) return true
    if (!clean.startsWith(MODULES)) return clean === ROOT || ROOT.startsWith(`${clean}/`) || clean === ''
    for (const { dir: base, only } of source.directories) {
      const rest = clean.slice(MODULES.length)
      const packageName = rest.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : rest.split('/')[0]!
      if (only && !only.has(packageName) && !(rest.startsWith('@') && !rest.includes('/') && [...only].some((name) => name.startsWith(`${rest}/`)))) continue
      try {
        if (statSync(path.join(base, rest)).isDirectory()) return true
      } catch {
        // not in this folder
      }
    }
    return false
  }

  function host(snippets: Map<string, string>): ts.CompilerHost {
    return {
      getSourceFile(fileName, languageVersion) {
        const own = snippets.get(fileName)
        if (own !== undefined) return ts.createSourceFile(fileName, own, languageVersion, true)
        if (sharedFiles.has(fileName)) return sharedFiles.get(fileName)
        const text = readText(fileName)
        const parsed = text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true)
        sharedFiles.set(fileName, parsed)
        return parsed
      },
      getDefaultLibFileName: (opts) => path.join(libDir, ts.getDefaultLibFileName(opts)),
      getDefaultLibLocation: () => libDir,
      writeFile: () => undefined,
      getCurrentDirectory: () => ROOT,
      getDirectories: (dir) => {
        const real = onDisk(dir)
        try {
          return real
            ? readdirSync(real, { withFileTypes: true })
                .filter((entry) => entry.isDirectory())
                .map((entry) => entry.name)
            : []
        } catch {
          return []
        }
      },
      getCanonicalFileName: (name) => name,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (file) => snippets.has(file) || fileExists(file),
      readFile: (file) => snippets.get(file) ?? readText(file),
      directoryExists: (dir) => directoryExists(dir),
      realpath: (file) => file,
    }
  }
  return host
}

/** The settings every block is checked with (docs/features/checked-code.md, "Rules"): `strict` without `noImplicitAny`. */
export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noImplicitAny: false,
  skipLibCheck: true,
  esModuleInterop: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  noEmit: true,
  types: [],
  jsx: ts.JsxEmit.ReactJSX,
}
