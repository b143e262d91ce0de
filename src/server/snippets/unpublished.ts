/**
 * A dependency the repository names at a version the registry does not have (Form's
 * `@tanstack/lit-store@^0.13.2`, its lock's 0.13.2, when the registry has only 0.14). The
 * nearest published version is installed in its place: the newest of the same line (`0.13.x`,
 * `4.x`), else the first release after it. Never silently: the type source lists it, the badge
 * names it, and the blocks are checked only if the repository's own sources that import it
 * compile with it (checker.ts, substituteProblem).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import semver from 'semver'
import ts from 'typescript'
import { MODULES } from './snippet-host'
import { importedPackages, type Substitute, type TypeSource } from './type-source'

const run = promisify(execFile)

export type PublishedVersions = (name: string) => Promise<string[]>

/** The versions the registry has of a package (`npm view <name> versions`). */
export const npmVersions: PublishedVersions = async (name) => {
  const { stdout } = await run('npm', ['view', name, 'versions', '--json', '--loglevel=error'], { timeout: 60_000 })
  const versions = JSON.parse(stdout) as unknown
  return Array.isArray(versions) ? versions.filter((version): version is string => typeof version === 'string') : [String(versions)]
}

/** The spec npm's words say has no published version: "No matching version found for @tanstack/lit-store@^0.13.2." */
export function unpublishedSpec(message: string): { name: string; range: string } | undefined {
  const found = /No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@(\S+?)\.?$/m.exec(message)
  return found ? { name: found[1]!, range: found[2]! } : undefined
}

/** The release line a range's version names: `0.13` of `^0.13.2`, `4` of `^4.1.0`. */
export function lineOf(range: string): string | undefined {
  const base = semver.validRange(range) ? semver.minVersion(range) : null
  if (!base) return undefined
  return base.major === 0 ? `0.${base.minor}` : String(base.major)
}

/** The version to install in place of an unpublished range: the newest of its line, else the first release after it. */
export function nearestPublished(range: string, published: string[]): string | undefined {
  const line = lineOf(range)
  const base = line ? semver.minVersion(range) : null
  if (!base) return undefined
  const releases = published.filter((version) => semver.valid(version) && !semver.prerelease(version)).sort(semver.compare)
  return semver.maxSatisfying(releases, `${line}.x`) ?? releases.find((version) => semver.gt(version, base))
}

/**
 * Why the blocks cannot be checked with the substitutes: a file of the repository's packages that
 * imports one has errors with it. Undefined when they compile (or nothing was put in place). Decided
 * once, by the first program holding such a file.
 */
export function substituteChecker(source: TypeSource): (program: ts.Program) => string | undefined {
  const substitutes = source.substitutes ?? []
  if (substitutes.length === 0) return () => undefined
  const names = new Set(substitutes.map((substitute) => substitute.name))
  const importing = [...source.files].filter(([, text]) => importedPackages(text).some((name) => names.has(name))).map(([file]) => file)
  let decided: { problem?: string } | undefined
  return (program) => {
    if (decided) return decided.problem
    const files = importing.flatMap((file) => program.getSourceFile(`${MODULES}${file}`) ?? [])
    if (files.length === 0) return undefined
    for (const sourceFile of files) {
      const error = program.getSemanticDiagnostics(sourceFile).find((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
      if (error) {
        const owner = sourceFile.fileName.slice(MODULES.length).split('/src/')[0]
        return (decided = {
          problem: `${owner}'s sources do not compile with ${substituteNote(substitutes)}: ${ts.flattenDiagnosticMessageText(error.messageText, ' ')}`,
        }).problem
      }
    }
    decided = {}
    return undefined
  }
}

/** `@tanstack/lit-store 0.14.0 in place of ^0.13.2 (not published)`, for the badge and the reasons. */
export function substituteNote(substitutes: Substitute[]): string {
  return substitutes.map(({ name, wanted, installed }) => `${name} ${installed} in place of ${wanted} (not published)`).join(', ')
}
