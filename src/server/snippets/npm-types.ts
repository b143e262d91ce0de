/**
 * The published-types route: a page's packages installed from the npm registry into a cache
 * folder, once per package set (docs/features/checked-code.md). Used when the repository at the
 * page's commit does not hold the packages' sources. The install is the only network step, never
 * on a request, and its folder is reused from then on.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { frameworkTypesDirectory, type TypeSource } from './type-source'

const run = promisify(execFile)

export type NpmInstall = (dir: string, specs: string[]) => Promise<void>

/** `npm install` of the specs into `dir`, scripts off: a package's install script never runs here. */
export const npmInstall: NpmInstall = async (dir, specs) => {
  try {
    await run('npm', ['install', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...specs], {
      timeout: 5 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    })
  } catch (error) {
    throw new Error(npmFailure(error), { cause: error })
  }
}

/**
 * What npm says went wrong, in its own words ("No matching version found for
 * @tanstack/lit-store@^0.13.2."), rather than the command line that failed.
 */
export function npmFailure(error: unknown): string {
  const said = String((error as { stderr?: unknown }).stderr ?? '')
    .split('\n')
    .map((line) => /^npm (?:error|ERR!) (?:notarget |404 )?(.*)$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line) && !/^code |^A complete log|^In most cases|^Note that you can also/.test(line!))
  return said[0] ?? (error as Error).message.split('\n')[0] ?? 'npm install failed'
}

/** `@tanstack/react-query@5` for the package and the major a version names (`v5`). */
export function specFor(name: string, version: string): string {
  const major = /^v?(\d+)/.exec(version)?.[1]
  return major ? `${name}@${major}` : name
}

/** `kind` tells apart installs of the same specs made differently (`deps`: a monorepo's outside dependencies). */
export async function npmTypeSource(cacheDir: string, specs: string[], install: NpmInstall = npmInstall, kind = ''): Promise<TypeSource> {
  const sorted = [...specs].sort()
  const key = createHash('sha256')
    .update(kind + sorted.join('\n'))
    .digest('hex')
    .slice(0, 16)
  const dir = path.join(cacheDir, key)
  const done = path.join(dir, 'installed.json')
  if (!existsSync(done)) {
    const staging = `${dir}.${process.pid}.tmp`
    await rm(staging, { recursive: true, force: true })
    await mkdir(staging, { recursive: true })
    await install(staging, sorted)
    const versions: Record<string, string> = {}
    for (const spec of sorted) {
      const name = spec.replace(/(?!^)@[^@]*$/, '')
      const manifest = JSON.parse(await readFile(path.join(staging, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
      versions[name] = manifest.version
    }
    await writeFile(path.join(staging, 'installed.json'), JSON.stringify({ specs: sorted, versions }))
    await rm(dir, { recursive: true, force: true })
    await rename(staging, dir).catch(async (error: unknown) => {
      // Another process installed the same set first: its folder is as good.
      await rm(staging, { recursive: true, force: true })
      if (!existsSync(done)) throw error
    })
  }
  const { versions } = JSON.parse(await readFile(done, 'utf8')) as { versions: Record<string, string> }
  return {
    packages: new Map(Object.entries(versions)),
    files: new Map(),
    directories: [{ dir: path.join(dir, 'node_modules') }, frameworkTypesDirectory()],
    identity: `npm:${Object.entries(versions)
      .map(([name, version]) => `${name}@${version}`)
      .join(',')}`,
  }
}
