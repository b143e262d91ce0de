import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

/**
 * A Lucide icon drawn from its shape (the `lucide` package's data, one module per icon): the
 * same SVG lucide-react draws, without its component runtime in every page's first load.
 * Decorative (`aria-hidden`) unless the caller says otherwise.
 */
export function Icon({ node, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}
