import { Derived, Store } from '@tanstack/react-store'

export type Option = 'tabs' | 'spaces'

export const votes = new Store<Record<Option, number>>({ tabs: 0, spaces: 0 })

export const leader = new Derived({
  deps: [votes],
  fn: () => {
    const { tabs, spaces } = votes.state
    if (tabs === spaces) return 'tied'
    return tabs > spaces ? 'tabs' : 'spaces'
  },
})
leader.mount()

export function vote(option: Option) {
  votes.setState((prev) => ({ ...prev, [option]: prev[option] + 1 }))
}

export function resetVotes() {
  votes.setState(() => ({ tabs: 0, spaces: 0 }))
}
