import type { IconName } from '~/features/icon-set'
import { Icon } from '~/features/lucide-icon'
import { fileIconKind, type FileIconKind } from '~/lib/examples/file-kind'

const icons: Record<FileIconKind, { icon: IconName; className: string }> = {
  react: { icon: 'atom', className: 'text-sky-500' },
  typescript: { icon: 'file-code', className: 'text-blue-600 dark:text-blue-400' },
  javascript: { icon: 'file-code', className: 'text-yellow-600 dark:text-yellow-400' },
  json: { icon: 'file-braces', className: 'text-amber-600 dark:text-amber-400' },
  markdown: { icon: 'file-text', className: 'text-gray-500 dark:text-gray-400' },
  style: { icon: 'hash', className: 'text-pink-600 dark:text-pink-400' },
  html: { icon: 'file-code', className: 'text-orange-600 dark:text-orange-400' },
  vue: { icon: 'file-code', className: 'text-emerald-600 dark:text-emerald-400' },
  svelte: { icon: 'file-code', className: 'text-orange-500' },
  image: { icon: 'file-image', className: 'text-violet-600 dark:text-violet-400' },
  config: { icon: 'file-cog', className: 'text-gray-500 dark:text-gray-400' },
  text: { icon: 'file', className: 'text-gray-500 dark:text-gray-400' },
}

export function FileIcon({ name }: { name: string }) {
  const kind = fileIconKind(name)
  const { icon, className } = icons[kind]
  return <Icon name={icon} aria-hidden="true" data-icon={kind} className={`h-4 w-4 shrink-0 ${className}`} />
}
