import { Icon } from '~/features/lucide-icon'
import { lazy, Suspense, useCallback, useState } from 'react'

const loadPopup = () => import('./CopyPageMenuPopup')
const CopyPageMenuPopup = lazy(loadPopup)

export const copyPageButtonClass =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800'

export function CopyPageButtonFace() {
  return (
    <>
      <Icon name="copy" className="h-4 w-4" aria-hidden="true" />
      Copy page
      <Icon name="chevron-down" className="h-3.5 w-3.5" aria-hidden="true" />
    </>
  )
}

/**
 * "Copy page" and its menu (copy or view the page as Markdown, open it in an assistant). The
 * menu's code is fetched when the reader shows an interest in the button and swapped in on the
 * first click (or Enter); the stand-in has the same size, so nothing moves.
 */
export function CopyPageMenu({ markdownPath }: { markdownPath: string }) {
  // How the stand-in was opened: from the keyboard, the menu starts on its first item.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | undefined>(undefined)
  const preload = useCallback(() => void loadPopup(), [])
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={copyPageButtonClass}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={(event) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <CopyPageButtonFace />
    </button>
  )
  if (!opened) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <CopyPageMenuPopup markdownPath={markdownPath} openedWith={opened} />
    </Suspense>
  )
}
