// A process for memory-reducer-nudge.test.ts: one second of allocation, then idle with the nudge
// (or without it, given `without-nudge`: the control run).
import { startMemoryReducerNudge } from './memory-reducer-nudge'

if (process.argv[2] !== 'without-nudge') startMemoryReducerNudge(2_000)
const kept: string[][] = []
const until = Date.now() + 1_000
while (Date.now() < until) {
  kept.push(Array.from({ length: 2_000 }, (_, i) => `${i}:${Math.random()}`))
  if (kept.length > 40) kept.splice(0, 20)
}
kept.length = 0
console.log('burst over')
setInterval(() => {}, 60_000)
