export type Message = { id: string; author: string; text: string }

const words = 'lorem ipsum table query router form store pacer virtual ranger rows cells scroll'.split(' ')
const authors = ['Ana', 'Bo', 'Chidi', 'Dana', 'Eli']

// A tiny deterministic generator so every reload shows the same list.
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296
    return s / 4294967296
  }
}

export function makeMessages(count: number): Message[] {
  const next = random(42)
  return Array.from({ length: count }, (_, i) => {
    const length = 3 + Math.floor(next() * 60)
    const text = Array.from({ length }, () => words[Math.floor(next() * words.length)]).join(' ')
    return { id: `m${i}`, author: authors[i % authors.length], text }
  })
}
