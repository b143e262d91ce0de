import { useSelector } from '@tanstack/react-store'
import { vote, votes, type Option } from './votes'

export function VoteButton({ option }: { option: Option }) {
  // Subscribes to one number only: voting for the other option does not re-render this button.
  const count = useSelector(votes, (state) => state[option])

  return (
    <button type="button" onClick={() => vote(option)} style={{ fontSize: '1.25rem' }}>
      {option}: {count}
    </button>
  )
}
