/**
 * Type hovers of checked code blocks, loaded on the reader's first hover, focus or tap of a
 * marked identifier (MarkdownContent.tsx). The server marked the identifiers (`data-hover`, an
 * index) and named where the block's data is (`data-hovers` on its figure); the data is fetched
 * once per block. One popover for the page (`role="tooltip"`), shown on pointer hover, keyboard
 * focus and tap, closed by Escape, a tap elsewhere, or leaving the identifier; kept within the
 * viewport. Arrow keys move between a block's identifiers, which are one tab stop.
 */

/** `html`: the declaration's tokens, highlighted by the server with the code's classes. */
type HoverInfo = { text: string; html?: string; doc?: string }

const POPOVER_ID = 'md-hover-popover'
const MARGIN = 8
/** Time to move the pointer from an identifier onto its popover (to select or scroll its text). */
const LEAVE_DELAY_MS = 150

const blockData = new WeakMap<Element, Promise<HoverInfo[] | undefined>>()

let popover: HTMLDivElement | undefined
let shownFor: HTMLElement | undefined
let hideTimer: number | undefined

function dataOf(figure: Element): Promise<HoverInfo[] | undefined> {
  let data = blockData.get(figure)
  if (!data) {
    const url = figure.getAttribute('data-hovers')
    data = url
      ? fetch(url).then(
          async (response) => (response.ok ? ((await response.json()) as { hovers: HoverInfo[] }).hovers : undefined),
          () => undefined,
        )
      : Promise.resolve(undefined)
    blockData.set(figure, data)
  }
  return data
}

function popoverElement(): HTMLDivElement {
  if (popover?.isConnected) return popover
  popover = document.createElement('div')
  popover.id = POPOVER_ID
  popover.className = 'md-hover-popover'
  popover.setAttribute('role', 'tooltip')
  popover.hidden = true
  popover.addEventListener('pointerenter', () => window.clearTimeout(hideTimer))
  popover.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') scheduleHide()
  })
  document.body.append(popover)
  return popover
}

/** Under the identifier, never wider than its code block nor past the block's edges (nor the screen's). */
function place(mark: HTMLElement, box: HTMLDivElement) {
  const target = mark.getBoundingClientRect()
  const block = mark.closest('figure')?.getBoundingClientRect()
  const from = Math.max(MARGIN, block?.left ?? 0)
  const to = Math.min(window.innerWidth - MARGIN, block?.right ?? window.innerWidth)
  box.style.maxWidth = `min(34rem, ${Math.max(0, Math.floor(to - from))}px)`
  const width = Math.min(box.offsetWidth, to - from)
  const left = Math.max(from, Math.min(target.left, to - width))
  const below = target.bottom + 6
  const fitsBelow = below + box.offsetHeight <= window.innerHeight - MARGIN
  const top = fitsBelow || target.top < box.offsetHeight + 6 + MARGIN ? below : target.top - 6 - box.offsetHeight
  box.style.left = `${Math.round(left)}px`
  box.style.top = `${Math.round(top)}px`
}

async function show(mark: HTMLElement) {
  const figure = mark.closest('figure[data-hovers]')
  if (!figure) return
  window.clearTimeout(hideTimer)
  shownFor = mark
  const info = (await dataOf(figure))?.[Number(mark.dataset.hover)]
  // The reader moved on while the data came.
  if (shownFor !== mark) return
  if (!info) return hide()
  const box = popoverElement()
  const type = document.createElement('code')
  type.className = 'md-hover-type shiki'
  // The site's own answer, made from the text by its highlighter (hover-highlight.ts).
  if (info.html) type.innerHTML = info.html
  else type.textContent = info.text
  const parts: Node[] = [type]
  if (info.doc) {
    const doc = document.createElement('p')
    doc.className = 'md-hover-doc'
    // `code` in a doc comment, as an editor shows it; the rest stays text.
    doc.append(...info.doc.split('`').map((part, index) => (index % 2 === 1 ? Object.assign(document.createElement('code'), { textContent: part }) : part)))
    parts.push(doc)
  }
  box.replaceChildren(...parts)
  box.hidden = false
  document.querySelectorAll(`[aria-describedby="${POPOVER_ID}"]`).forEach((element) => element.removeAttribute('aria-describedby'))
  mark.setAttribute('aria-describedby', POPOVER_ID)
  place(mark, box)
}

function hide() {
  window.clearTimeout(hideTimer)
  shownFor?.removeAttribute('aria-describedby')
  shownFor = undefined
  if (popover) popover.hidden = true
}

function scheduleHide() {
  window.clearTimeout(hideTimer)
  hideTimer = window.setTimeout(hide, LEAVE_DELAY_MS)
}

const markOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-hover]') : null)

/** The block's identifiers are one tab stop: focus moves between them with the arrow keys. */
function moveFocus(mark: HTMLElement, step: number) {
  const marks = Array.from(mark.closest('figure')?.querySelectorAll<HTMLElement>('[data-hover]') ?? [])
  const next = marks[marks.indexOf(mark) + step]
  if (!next) return
  mark.tabIndex = -1
  next.tabIndex = 0
  next.focus()
}

let listening = false

function handle(event: Event) {
  const mark = markOf(event.target)
  switch (event.type) {
    case 'pointerover':
      if (mark && (event as PointerEvent).pointerType === 'mouse') void show(mark)
      break
    case 'pointerout':
      if (
        mark &&
        (event as PointerEvent).pointerType === 'mouse' &&
        mark !== document.activeElement &&
        !mark.contains((event as PointerEvent).relatedTarget as Node | null)
      )
        scheduleHide()
      break
    case 'focusin':
    case 'click':
      if (mark) void show(mark)
      break
    case 'focusout':
      if (mark && !markOf((event as FocusEvent).relatedTarget)) hide()
      break
    case 'keydown': {
      const key = (event as KeyboardEvent).key
      if (key === 'Escape' && shownFor) hide()
      else if (mark && (key === 'ArrowRight' || key === 'ArrowDown')) moveFocus(mark, 1)
      else if (mark && (key === 'ArrowLeft' || key === 'ArrowUp')) moveFocus(mark, -1)
      else return
      if (key !== 'Escape') event.preventDefault()
      break
    }
    case 'pointerdown':
      if (shownFor && !mark && !popover?.contains(event.target as Node)) hide()
      break
  }
}

/** Listens on the document from now on, and answers the event that loaded this module. */
export function startCodeHovers(first: Event) {
  if (!listening) {
    listening = true
    for (const type of ['pointerover', 'pointerout', 'focusin', 'focusout', 'click', 'keydown', 'pointerdown']) document.addEventListener(type, handle)
    window.addEventListener('scroll', () => shownFor && popover && !popover.hidden && place(shownFor, popover), { passive: true, capture: true })
    window.addEventListener('resize', () => shownFor && hide())
  }
  handle(first)
}
