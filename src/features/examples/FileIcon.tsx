import { Atom, File, FileBraces, FileCode, FileCog, FileImage, FileText, Hash } from 'lucide-react'
import { fileIconKind, type FileIconKind } from '~/lib/examples/file-kind'

const icons: Record<FileIconKind, { Icon: typeof File; className: string }> = {
  react: { Icon: Atom, className: 'text-sky-500' },
  typescript: { Icon: FileCode, className: 'text-blue-600 dark:text-blue-400' },
  javascript: { Icon: FileCode, className: 'text-yellow-600 dark:text-yellow-400' },
  json: { Icon: FileBraces, className: 'text-amber-600 dark:text-amber-400' },
  markdown: { Icon: FileText, className: 'text-gray-500 dark:text-gray-400' },
  style: { Icon: Hash, className: 'text-pink-600 dark:text-pink-400' },
  html: { Icon: FileCode, className: 'text-orange-600 dark:text-orange-400' },
  vue: { Icon: FileCode, className: 'text-emerald-600 dark:text-emerald-400' },
  svelte: { Icon: FileCode, className: 'text-orange-500' },
  image: { Icon: FileImage, className: 'text-violet-600 dark:text-violet-400' },
  config: { Icon: FileCog, className: 'text-gray-500 dark:text-gray-400' },
  text: { Icon: File, className: 'text-gray-500 dark:text-gray-400' },
}

export function FileIcon({ name }: { name: string }) {
  const kind = fileIconKind(name)
  const { Icon, className } = icons[kind]
  return <Icon aria-hidden="true" data-icon={kind} className={`h-4 w-4 shrink-0 ${className}`} />
}
