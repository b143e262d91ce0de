import { Atom, File, FileBraces, FileCode, FileCog, FileImage, FileText, Hash, type IconNode } from 'lucide'
import { Icon } from '~/features/lucide-icon'
import { fileIconKind, type FileIconKind } from '~/lib/examples/file-kind'

const icons: Record<FileIconKind, { node: IconNode; className: string }> = {
  react: { node: Atom, className: 'text-sky-500' },
  typescript: { node: FileCode, className: 'text-blue-600 dark:text-blue-400' },
  javascript: { node: FileCode, className: 'text-yellow-600 dark:text-yellow-400' },
  json: { node: FileBraces, className: 'text-amber-600 dark:text-amber-400' },
  markdown: { node: FileText, className: 'text-gray-500 dark:text-gray-400' },
  style: { node: Hash, className: 'text-pink-600 dark:text-pink-400' },
  html: { node: FileCode, className: 'text-orange-600 dark:text-orange-400' },
  vue: { node: FileCode, className: 'text-emerald-600 dark:text-emerald-400' },
  svelte: { node: FileCode, className: 'text-orange-500' },
  image: { node: FileImage, className: 'text-violet-600 dark:text-violet-400' },
  config: { node: FileCog, className: 'text-gray-500 dark:text-gray-400' },
  text: { node: File, className: 'text-gray-500 dark:text-gray-400' },
}

export function FileIcon({ name }: { name: string }) {
  const kind = fileIconKind(name)
  const { node, className } = icons[kind]
  return <Icon node={node} aria-hidden="true" data-icon={kind} className={`h-4 w-4 shrink-0 ${className}`} />
}
