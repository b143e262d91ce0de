/**
 * `tsx scripts/heap-snapshot-summary.ts <file.heapsnapshot> [Name ...]`: what a V8 heap snapshot
 * holds (one taken with `--heapsnapshot-signal=SIGUSR2`, see docs/performance.md, "Memory"): the
 * reachable bytes by kind of node and by constructor, then for each name given (a constructor,
 * `regexp` for every regular expression, `code` for every piece of compiled code) the bytes it
 * retains: what would be freed if every object of that name went (nodes reachable only through
 * them; `A+B`: every object of either, together). Defaults: the search engine, Shiki's grammars
 * with their regular expressions, regular expressions alone, and compiled code.
 */
import { readFileSync } from 'node:fs'
import { printTable } from '../bench/support'

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } }
  nodes: number[]
  edges: number[]
  strings: string[]
}

const [file, ...asked] = process.argv.slice(2)
if (!file) throw new Error('usage: tsx scripts/heap-snapshot-summary.ts <file.heapsnapshot> [Name ...]')
const names = asked.length ? asked : ['SearchEngine', 'Grammar+regexp', 'regexp', 'code']
const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
const { node_fields: nodeFields, edge_fields: edgeFields } = snapshot.meta
const nodeTypes = snapshot.meta.node_types[0]
const weakEdge = snapshot.meta.edge_types[0].indexOf('weak')
const [nodeWidth, edgeWidth] = [nodeFields.length, edgeFields.length]
const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((field) => nodeFields.indexOf(field)) as [
  number,
  number,
  number,
  number,
]
const [edgeTypeAt, edgeToAt] = ['type', 'to_node'].map((field) => edgeFields.indexOf(field)) as [number, number]
const count = nodes.length / nodeWidth
const typeOf = (node: number) => nodeTypes[nodes[node * nodeWidth + typeAt]!]!
const nameOf = (node: number) => strings[nodes[node * nodeWidth + nameAt]!]!
const sizeOf = (node: number) => nodes[node * nodeWidth + sizeAt]!
const firstEdge = new Uint32Array(count + 1)
for (let node = 0, edge = 0; node < count; node++) {
  firstEdge[node] = edge
  edge += nodes[node * nodeWidth + edgeCountAt]! * edgeWidth
}
firstEdge[count] = edges.length

/** Bytes reachable from the roots over strong edges, never entering a node marked in `cut`. */
function reachable(cut: Uint8Array): number {
  const seen = new Uint8Array(count)
  const stack = [0]
  seen[0] = 1
  let bytes = 0
  while (stack.length) {
    const node = stack.pop()!
    bytes += sizeOf(node)
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      if (edges[edge + edgeTypeAt] === weakEdge) continue
      const to = edges[edge + edgeToAt]! / nodeWidth
      if (!seen[to] && !cut[to]) {
        seen[to] = 1
        stack.push(to)
      }
    }
  }
  return bytes
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const all = reachable(new Uint8Array(count))
const byKind = new Map<string, number>()
const byConstructor = new Map<string, { bytes: number; count: number }>()
for (let node = 0; node < count; node++) {
  const type = typeOf(node)
  byKind.set(type, (byKind.get(type) ?? 0) + sizeOf(node))
  if (type !== 'object') continue
  const entry = byConstructor.get(nameOf(node)) ?? { bytes: 0, count: 0 }
  entry.bytes += sizeOf(node)
  entry.count++
  byConstructor.set(nameOf(node), entry)
}
console.log(`reachable: ${mb(all)} MB in ${count} nodes`)
printTable(
  'By kind of node (own bytes)',
  [...byKind].sort((a, b) => b[1] - a[1]).map(([kind, bytes]) => ({ kind, MB: mb(bytes) })),
)
printTable(
  'Objects by constructor (own bytes; bundled code may carry minified names)',
  [...byConstructor]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, 15)
    .map(([name, { bytes, count }]) => ({ constructor: name, objects: String(count), MB: mb(bytes) })),
)
const retained = names.map((name) => {
  const cut = new Uint8Array(count)
  let matched = 0
  const parts = name.split('+')
  for (let node = 0; node < count; node++) {
    const type = typeOf(node)
    if (parts.some((part) => (part === 'regexp' || part === 'code' ? type === part : type === 'object' && nameOf(node) === part))) {
      cut[node] = 1
      matched++
    }
  }
  return { name, nodes: String(matched), 'retained MB': mb(all - reachable(cut)) }
})
printTable('Retained (freed if every node of the name went)', retained)
