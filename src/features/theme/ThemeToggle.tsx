import { Icon } from '~/features/lucide-icon'
import { useTheme } from './ThemeProvider'

const labels = { auto: 'Automatic theme', light: 'Light theme', dark: 'Dark theme' } as const

export function ThemeToggle() {
  const { mode, cycle } = useTheme()
  const shape = mode === 'auto' ? 'monitor' : mode === 'light' ? 'sun' : 'moon'
  return (
    <button
      type="button"
      onClick={cycle}
      data-theme-mode={mode}
      aria-label={`${labels[mode]} (click to change)`}
      title={labels[mode]}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-gray-300 dark:hover:bg-gray-800"
    >
      <Icon name={shape} aria-hidden="true" className="h-5 w-5" />
    </button>
  )
}
