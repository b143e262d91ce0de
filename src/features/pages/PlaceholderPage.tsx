import { ProsePage } from './ProsePage'

/** A page whose feature is not open yet: says so plainly. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <ProsePage title={title}>
      <p>{text}</p>
    </ProsePage>
  )
}
