import type { SVGProps } from 'react'
import type { IconName } from './icon-set'
import spriteUrl from './icon-sprite.svg?url&no-inline'

/**
 * A Lucide icon, drawn from the site's sprite (`icon-set.ts`, `icon-sprite.svg`) by name: the
 * sprite is one file the browser fetches once and keeps, so a page carries a reference per icon
 * instead of its shape, in its HTML and in its JavaScript. Decorative (`aria-hidden`) unless the
 * caller says otherwise.
 */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={24} height={24} aria-hidden="true" {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
