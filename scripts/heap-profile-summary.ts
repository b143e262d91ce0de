/**
 * `tsx scripts/heap-profile-summary.ts <file.heapprofile> [top]`: the allocation sites of a
 * sampling heap profile (written by `scripts/heap-profile.mjs`) that account for the most bytes,
 * with the frames that called them, and the same bytes by the package or bundle file they come
 * from. Prints tables.
 */
import { readFileSync } from 'node:fs'
import { printTable } from '../bench/support'

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; selfSize: number; children: ProfileNode[] }
type Profile = { head: ProfileNode; samples: { size: number; nodeId: number }[] }

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: tsx scripts/heap-profile-summary.ts <file.heapprofile> [top]')
const top = Number(topArg ?? 15)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile

/** Where a frame's code lives: the npm package, or the file of the server bundle. */
function origin(url: string): string {
  if (!url) return '(V8 / native)'
  const packages = url.split('node_modules/')
  if (packages.length > 1) {
    const rest = packages.at(-1)!.split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\//, '').replace(/^.*\/\.output\//, '.output/')
}

const frameName = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${origin(frame.url)}:${frame.lineNumber + 1}`

const bySite = new Map<string, { bytes: number; callers: Map<string, number> }>()
const byOrigin = new Map<string, number>()
let total = 0
function walk(node: ProfileNode, stack: CallFrame[]) {
  const path = [...stack, node.callFrame]
  if (node.selfSize > 0) {
    total += node.selfSize
    const site = frameName(node.callFrame)
    const entry = bySite.get(site) ?? { bytes: 0, callers: new Map() }
    entry.bytes += node.selfSize
    // The nearest frames of the site's own code or the app's: what asked for the allocation.
    const callers = path
      .slice(0, -1)
      .reverse()
      .filter((frame) => frame.url && !frame.url.startsWith('node:'))
      .slice(0, 3)
      .map(frameName)
      .join(' ← ')
    entry.callers.set(callers, (entry.callers.get(callers) ?? 0) + node.selfSize)
    bySite.set(site, entry)
    const from = path.reverse().find((frame) => frame.url && !frame.url.startsWith('node:'))
    const key = from ? origin(from.url) : origin(node.callFrame.url)
    byOrigin.set(key, (byOrigin.get(key) ?? 0) + node.selfSize)
  }
  for (const child of node.children) walk(child, path)
}
walk(profile.head, [])

const mb = (bytes: number) => (bytes / 1048576).toFixed(1)
const share = (bytes: number) => `${((bytes / total) * 100).toFixed(1)} %`
printTable(
  `${file}: ${mb(total)} MB sampled, top ${top} allocation sites`,
  [...bySite]
    .sort(([, a], [, b]) => b.bytes - a.bytes)
    .slice(0, top)
    .map(([site, { bytes, callers }]) => ({
      MB: mb(bytes),
      share: share(bytes),
      site,
      'called from (largest)': [...callers].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '',
    })),
)
printTable(
  'By the package or bundle file nearest the allocation',
  [...byOrigin]
    .sort(([, a], [, b]) => b - a)
    .slice(0, top)
    .map(([from, bytes]) => ({ MB: mb(bytes), share: share(bytes), from })),
)
