/**
 * Reads the messages a library prints from its repository's source (`packages/*\/src`) at the
 * latest branch, through the content source, for the error-message index (`error-messages.ts`).
 * Bounded: a repository larger than the limits gives the messages of what fits.
 */
import { getContentSource } from '~/server/content'
import type { TreeEntry } from '~/server/content/types'
import { libraries } from '~/site/libraries'
import type { Library } from '~/site/types'
import { isMessageSource, printedMessages, knownMessage, type KnownMessage } from './error-messages'

/** The most source files read, bytes read from one, and messages kept per library. */
export const MESSAGE_SOURCE_LIMITS = { files: 4_000, fileBytes: 256 * 1024, messages: 3_000 } as const

/** The messages the latest source of a library prints, with the package of each; none when the repository has no `packages/`. */
export async function collectMessages(library: Library): Promise<KnownMessage[]> {
  const source = getContentSource()
  const ref = library.latestBranch
  const packages = (await source.listDir(library.repo, ref, 'packages').catch(() => undefined)) ?? []
  const messages: KnownMessage[] = []
  const seen = new Set<string>()
  let files = 0
  for (const folder of packages.filter((entry) => entry.type === 'dir' && ownsPackage(library, entry.name))) {
    const packageName = await packageNameOf(library, folder.path)
    const queue: TreeEntry[] = (await source.listDir(library.repo, ref, `${folder.path}/src`).catch(() => undefined)) ?? []
    while (queue.length && files < MESSAGE_SOURCE_LIMITS.files) {
      const entry = queue.shift()!
      if (entry.type === 'dir') {
        if (!/(?:^|\/)(?:__tests__|tests?|__mocks__|fixtures?)$/.test(entry.path))
          queue.push(...((await source.listDir(library.repo, ref, entry.path).catch(() => undefined)) ?? []))
        continue
      }
      if (!isMessageSource(entry.path) || (entry.size ?? 0) > MESSAGE_SOURCE_LIMITS.fileBytes) continue
      files++
      const text = (await source.readFile(library.repo, ref, entry.path).catch(() => undefined))?.toString('utf8')
      if (!text) continue
      for (const { text: message, thrower } of printedMessages(text)) {
        const key = `${packageName}\u0000${message}`
        if (seen.has(key) || messages.length >= MESSAGE_SOURCE_LIMITS.messages) continue
        seen.add(key)
        messages.push(knownMessage(message, packageName, thrower))
      }
    }
  }
  return messages
}

async function packageNameOf(library: Library, folder: string): Promise<string> {
  const manifest = await getContentSource()
    .readFile(library.repo, library.latestBranch, `${folder}/package.json`)
    .catch(() => undefined)
  try {
    const name = manifest ? (JSON.parse(manifest.toString('utf8')) as { name?: unknown }).name : undefined
    if (typeof name === 'string' && name.length < 100) return name
  } catch {
    // A broken manifest: the folder's name stands for the package.
  }
  return `@tanstack/${folder.split('/').at(-1)}`
}

/**
 * Whether a package folder of the library's repository is the library's: libraries that share a
 * repository (Router and Start) each take the packages that name them (`react-start-client`), and
 * the library named like the repository takes the rest.
 */
export function ownsPackage(library: Library, folder: string, all: readonly Library[] = libraries): boolean {
  const sharing = all.filter((other) => other.repo === library.repo)
  if (sharing.length < 2) return true
  const named = sharing.find((other) => folder.split('-').includes(other.id))
  if (named) return named.id === library.id
  return library.repo.split('/').at(-1) === library.id
}
