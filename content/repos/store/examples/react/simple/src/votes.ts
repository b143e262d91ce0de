import { createStore } from '@tanstack/react-store'

export type Option = 'tabs' | 'spaces'

export const votes = createStore<Record<Option, number>>({ tabs: 0, spaces: 0 })

// A derived, read-only store: it reads `votes`, so it updates whenever a vote is cast.
export const leader = createStore((): Option | 'tied' => {
  const { tabs, spaces } = votes.state
  if (tabs === spaces) return 'tied'
  return tabs > spaces ? 'tabs' : 'spaces'
})

export function vote(option: Option) {
  votes.setState((prev) => ({ ...prev, [option]: prev[option] + 1 }))
}

export function resetVotes() {
  votes.setState(() => ({ tabs: 0, spaces: 0 }))
}
