import * as Dialog from '@radix-ui/react-dialog'
import { Icon } from '~/features/lucide-icon'
import type { ReactNode, RefObject } from 'react'
import type { Library } from '~/site/types'

/**
 * The docs navigation as a drawer at phone width. Its own chunk (with the dialog library),
 * loaded when the reader first opens it: most visits never do.
 */
export default function DocsDrawer(props: {
  library: Library
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened it; focus goes back there on close. */
  trigger: RefObject<HTMLButtonElement | null>
  children: ReactNode
}) {
  const { library } = props
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-[85vw] max-w-sm overflow-y-auto bg-white p-4 shadow-xl dark:bg-gray-950"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            props.trigger.current?.focus()
          }}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className={`text-lg font-black ${library.textStyle}`}>{library.name} docs</Dialog.Title>
            <Dialog.Close aria-label="Close navigation" className="rounded-md p-1 hover:bg-gray-100 dark:hover:bg-gray-800">
              <Icon name="x" className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Pages of the {library.name} documentation</Dialog.Description>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
