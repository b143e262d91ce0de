import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Icon } from '~/features/lucide-icon'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { copyText } from '~/features/markdown/copy-text'
import { chatGptUrl, claudeUrl } from '~/lib/docs/ai-links'
import { CopyPageButtonFace, copyPageButtonClass } from './CopyPageMenu'

const itemClass =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100 dark:text-gray-100 dark:data-[highlighted]:bg-gray-800'

function Item({ icon, children, onSelect, href }: { icon: ReactNode; children: ReactNode; onSelect?: () => void; href?: string }) {
  if (href) {
    return (
      <DropdownMenu.Item asChild>
        <a href={href} className={itemClass} target={href.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
          {icon}
          {children}
        </a>
      </DropdownMenu.Item>
    )
  }
  return (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      {icon}
      {children}
    </DropdownMenu.Item>
  )
}

/** The menu itself, in its own chunk (see CopyPageMenu). */
export default function CopyPageMenuPopup({ markdownPath, openedWith }: { markdownPath: string; openedWith: 'pointer' | 'keyboard' }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const [toast, setToast] = useState('')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  // The stand-in button was clicked (or pressed) before this chunk loaded: open the menu now, from
  // the real trigger once it is in the document. A key press is replayed on it, so the menu starts
  // on its first item as menus opened from the keyboard do; should the replay not open it, the
  // next frame does.
  const isOpen = useRef(open)
  isOpen.current = open
  useEffect(() => {
    let frame = requestAnimationFrame(function openFromTrigger() {
      const button = trigger.current
      if (!button?.isConnected) {
        frame = requestAnimationFrame(openFromTrigger)
        return
      }
      button.focus()
      if (openedWith === 'keyboard') button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
      frame = requestAnimationFrame(() => {
        if (!isOpen.current) setOpen(true)
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [openedWith])
  const markdownUrl = typeof window === 'undefined' ? markdownPath : new URL(markdownPath, window.location.href).href

  const say = (message: string) => {
    setToast(message)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setToast(''), 2500)
  }
  const copyMarkdown = async () => {
    try {
      const response = await fetch(markdownPath, { headers: { accept: 'text/markdown' } })
      if (!response.ok) throw new Error(String(response.status))
      await copyText(await response.text())
      say('Copied the page as Markdown')
    } catch {
      say('The page could not be copied. Use “View as Markdown” instead.')
    }
  }

  const iconClass = 'h-4 w-4 text-gray-500 dark:text-gray-400'
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger ref={trigger} className={copyPageButtonClass}>
          <CopyPageButtonFace />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-56 rounded-md border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
          >
            <Item icon={<Icon name="copy" className={iconClass} aria-hidden="true" />} onSelect={() => void copyMarkdown()}>
              Copy page as Markdown
            </Item>
            <Item icon={<Icon name="file-text" className={iconClass} aria-hidden="true" />} href={markdownPath}>
              View as Markdown
            </Item>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
            <Item icon={<Icon name="message-square" className={iconClass} aria-hidden="true" />} href={chatGptUrl(markdownUrl)}>
              Open in ChatGPT
            </Item>
            <Item icon={<Icon name="bot" className={iconClass} aria-hidden="true" />} href={claudeUrl(markdownUrl)}>
              Open in Claude
            </Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <p
        role="status"
        aria-live="polite"
        className={`fixed bottom-6 left-1/2 z-50 w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-md text-center bg-gray-900 px-3 py-2 text-sm font-semibold text-white shadow-lg transition-opacity dark:bg-gray-100 dark:text-gray-900 ${toast ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      >
        {toast}
      </p>
    </>
  )
}
