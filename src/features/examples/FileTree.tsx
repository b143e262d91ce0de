import { Icon } from '~/features/lucide-icon'
import { useState, type KeyboardEvent } from 'react'
import { ancestorDirs, type ExampleNode } from '~/lib/examples/tree'
import { FileIcon } from './FileIcon'

type TreeProps = {
  tree: ExampleNode[]
  root: string
  /** Path of the current file, relative to `root`. */
  current: string
  onOpen: (relativePath: string) => void
  /** The URL that shows a file, for links opened in a new tab. */
  hrefFor: (relativePath: string) => string
}

const rowClass = 'flex w-full items-center gap-1.5 rounded px-1.5 py-0.5 text-left text-sm whitespace-nowrap'
/**
 * A name that does not fit ends in an ellipsis; the whole name is its tooltip on hover and
 * wraps onto more lines while its item has the keyboard focus.
 */
const nameClass = 'min-w-0 truncate [li:focus-visible>*>&]:whitespace-normal [li:focus-visible>*>&]:[overflow-wrap:anywhere]'

/**
 * The example's files as an ARIA tree: one tab stop, arrow keys move, Right and Left open and
 * close folders, Enter opens a file. The current file's folders start open.
 */
export function FileTree({ tree, root, current, onOpen, hrefFor }: TreeProps) {
  const currentPath = `${root}/${current}`
  const [open, setOpen] = useState<Set<string>>(() => new Set(ancestorDirs(currentPath)))
  const [focused, setFocused] = useState(currentPath)
  // Folders of a newly chosen file open too (for example after the back button).
  const [seen, setSeen] = useState(currentPath)
  if (seen !== currentPath) {
    setSeen(currentPath)
    setFocused(currentPath)
    const missing = ancestorDirs(currentPath).filter((dir) => !open.has(dir))
    if (missing.length) setOpen(new Set([...open, ...missing]))
  }

  const toggle = (path: string, value?: boolean) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (value ?? !next.has(path)) next.add(path)
      else next.delete(path)
      return next
    })

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="treeitem"]')).filter(
      (item) => !item.parentElement?.closest('[role="group"][hidden]'),
    )
    const active = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]')
    const index = active ? items.indexOf(active) : -1
    if (index < 0) return
    const item = items[index]!
    const path = item.dataset.path ?? ''
    const isDir = item.dataset.type === 'dir'
    const focusAt = (i: number) => {
      const target = items[Math.max(0, Math.min(items.length - 1, i))]
      if (!target) return
      setFocused(target.dataset.path ?? '')
      target.focus()
    }
    let handled = true
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1)
        break
      case 'ArrowUp':
        focusAt(index - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(items.length - 1)
        break
      case 'ArrowRight':
        if (isDir && !open.has(path)) toggle(path, true)
        else if (isDir) focusAt(index + 1)
        break
      case 'ArrowLeft':
        if (isDir && open.has(path)) toggle(path, false)
        else {
          const parent = path.slice(0, path.lastIndexOf('/'))
          const parentIndex = items.findIndex((candidate) => candidate.dataset.path === parent)
          if (parentIndex >= 0) focusAt(parentIndex)
        }
        break
      case 'Enter':
      case ' ':
        if (isDir) toggle(path)
        else onOpen(path.slice(root.length + 1))
        break
      default:
        handled = false
    }
    if (handled) event.preventDefault()
  }

  const renderNodes = (nodes: ExampleNode[], depth: number) =>
    nodes.map((node) => {
      const indent = { paddingLeft: `${depth * 0.85 + 0.25}rem` }
      const tabIndex = node.path === focused ? 0 : -1
      if (node.type === 'dir') {
        const isOpen = open.has(node.path)
        return (
          <li
            key={node.path}
            role="treeitem"
            aria-expanded={isOpen}
            aria-selected={false}
            data-path={node.path}
            data-type="dir"
            tabIndex={tabIndex}
            className="rounded outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-inset"
            onFocus={(event) => event.target === event.currentTarget && setFocused(node.path)}
          >
            <span
              title={node.path.slice(root.length + 1)}
              className={`${rowClass} cursor-pointer text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800`}
              style={indent}
              onClick={() => {
                setFocused(node.path)
                toggle(node.path)
              }}
            >
              <Icon name="chevron-right" aria-hidden="true" className={`h-3 w-3 shrink-0 transition-transform ${isOpen ? 'rotate-90' : ''}`} />
              {isOpen ? (
                <Icon name="folder-open" aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
              ) : (
                <Icon name="folder" aria-hidden="true" className="h-4 w-4 shrink-0 text-gray-500" />
              )}
              <span className={nameClass}>{node.name}</span>
            </span>
            <ul role="group" hidden={!isOpen}>
              {renderNodes(node.children ?? [], depth + 1)}
            </ul>
          </li>
        )
      }
      const relative = node.path.slice(root.length + 1)
      const selected = relative === current
      return (
        <li
          key={node.path}
          role="treeitem"
          aria-selected={selected}
          aria-current={selected ? 'page' : undefined}
          data-path={node.path}
          data-type="file"
          tabIndex={tabIndex}
          className="rounded outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-inset"
          onFocus={(event) => event.target === event.currentTarget && setFocused(node.path)}
        >
          <a
            href={hrefFor(relative)}
            tabIndex={-1}
            title={relative}
            className={`${rowClass} ${
              selected
                ? 'bg-emerald-50 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
                : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
            }`}
            style={{ paddingLeft: `${depth * 0.85 + 1.25}rem` }}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              setFocused(node.path)
              onOpen(relative)
            }}
          >
            <FileIcon name={node.name} />
            <span className={nameClass}>{node.name}</span>
          </a>
        </li>
      )
    })

  return (
    <ul role="tree" aria-label="Files" className="py-1" onKeyDown={onKeyDown}>
      {renderNodes(tree, 0)}
    </ul>
  )
}
