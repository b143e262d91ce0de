import { useId, type ReactNode } from 'react'

/**
 * A page section named by its h2 (`aria-labelledby`). With `titleClassName="sr-only"` the title
 * names the section for screen readers and the page does not show it.
 */
export function TitledSection({
  title,
  titleClassName,
  className,
  children,
}: {
  title: string
  titleClassName: string
  className?: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
