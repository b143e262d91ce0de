import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { feedbackButtonClass as buttonClass, FeedbackSection, VoteForm, votedHelpful, type FeedbackIdentity as Identity } from './feedback-parts'

const MAX_COMMENT = 1000
type Sent = { ok: true } | { ok: false; message: string }

/** Sends one feedback item as JSON; the server's own words when it refuses (shown as text). */
async function sendFeedback(item: Identity & { helpful?: boolean; block?: string; comment?: string }): Promise<Sent> {
  try {
    const response = await fetch('/api/feedback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(item) })
    if (response.ok) return { ok: true }
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    return { ok: false, message: body.error ?? `The feedback could not be sent (${response.status}).` }
  } catch {
    return { ok: false, message: 'The feedback could not be sent: the site is not reachable.' }
  }
}

/**
 * "Was this page helpful?" at the foot of a doc page, and "Report a problem" on its sections and
 * code blocks: the behaviour DocFeedbackSlot brings in once the page has settled, for one page
 * (the slot mounts it again for the next). A vote is sent at once and a comment may follow.
 * Anonymous: nothing but the page and what the reader types is sent.
 */
export default function DocFeedback({
  identity,
  sentByForm,
  contentRef,
  html,
  initialVote,
}: {
  identity: Identity
  sentByForm: boolean
  contentRef: RefObject<HTMLElement | null>
  html: unknown
  initialVote?: boolean
}) {
  return (
    <>
      <PageFeedback identity={identity} sentByForm={sentByForm} initialVote={initialVote} />
      <BlockReports identity={identity} contentRef={contentRef} html={html} />
    </>
  )
}

function PageFeedback({ identity, sentByForm, initialVote }: { identity: Identity; sentByForm: boolean; initialVote?: boolean }) {
  const [vote, setVote] = useState<boolean | undefined>()
  const [state, setState] = useState<'idle' | 'sending' | 'thanked' | 'commented'>(sentByForm ? 'thanked' : 'idle')
  const [error, setError] = useState('')
  const [comment, setComment] = useState('')

  const onVote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void castVote(votedHelpful(event))
  }

  const castVote = async (helpful: boolean) => {
    setVote(helpful)
    setState('sending')
    const sent = await sendFeedback({ ...identity, helpful })
    setError(sent.ok ? '' : sent.message)
    setState(sent.ok ? 'thanked' : 'idle')
  }

  // A vote cast on the form of the first load, before this code had come.
  const initialVoteCast = useRef(false)
  useEffect(() => {
    if (initialVote === undefined || initialVoteCast.current) return
    initialVoteCast.current = true
    void castVote(initialVote)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  const onComment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!comment.trim()) return
    setState('sending')
    const sent = await sendFeedback({ ...identity, comment })
    setError(sent.ok ? '' : sent.message)
    setState(sent.ok ? 'commented' : 'thanked')
  }

  return (
    <FeedbackSection>
      {state === 'idle' || (state === 'sending' && vote === undefined) ? (
        <VoteForm identity={identity} onSubmit={onVote} />
      ) : state === 'commented' ? (
        <p id="page-feedback-title" role="status" className="text-sm">
          Thank you: your comment goes to the maintainers.
        </p>
      ) : (
        <form onSubmit={onComment} className="space-y-2">
          <h2 id="page-feedback-title" className="text-sm font-semibold" role="status">
            Thank you for your feedback.
          </h2>
          <CommentField
            label={vote === false ? 'What was missing or wrong? (optional)' : 'Anything to add? (optional)'}
            value={comment}
            onChange={setComment}
            rows={3}
          >
            <button type="submit" disabled={state === 'sending' || !comment.trim()} className={`${buttonClass} disabled:opacity-50`}>
              Send comment
            </button>
          </CommentField>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </FeedbackSection>
  )
}

/** An optional comment of at most MAX_COMMENT characters, with its count and, beside it, `children` (a send button). */
function CommentField({
  label,
  value,
  onChange,
  rows,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  rows: number
  children?: ReactNode
}) {
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="block text-sm text-gray-600 dark:text-gray-300">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={MAX_COMMENT}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-gray-300 bg-white p-2 text-sm dark:border-gray-700 dark:bg-gray-900"
      />
      <div className="flex items-center justify-between gap-2 text-xs text-gray-500 dark:text-gray-400">
        <span>
          {value.length} / {MAX_COMMENT}
        </span>
        {children}
      </div>
    </>
  )
}

type Block = { id: string; label: string }

/** Adds a "Report a problem" button to each h2/h3 section and code block of the doc's markup. */
function addReportButtons(root: HTMLElement, open: (block: Block, button: HTMLButtonElement) => void): () => void {
  const added: HTMLButtonElement[] = []
  const make = (block: Block, className: string) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = className
    button.textContent = 'Report a problem'
    button.setAttribute('aria-label', `Report a problem with ${block.label}`)
    button.dataset.docReport = block.id
    button.addEventListener('click', () => open(block, button))
    added.push(button)
    return button
  }
  for (const heading of root.querySelectorAll<HTMLElement>('h2[id], h3[id]')) {
    const title = (heading.textContent ?? '').replace(/#\s*$/, '').trim()
    heading.append(make({ id: heading.id, label: `the section “${title}”` }, 'doc-report'))
  }
  root.querySelectorAll<HTMLElement>('figure.md-code').forEach((figure, index) => {
    const title = figure.querySelector('.md-code-title')?.textContent?.trim()
    figure.after(make({ id: `code-${index + 1}`, label: title ? `the code block “${title}”` : `code block ${index + 1}` }, 'doc-report doc-report-code'))
  })
  return () => added.forEach((button) => button.remove())
}

function BlockReports({ identity, contentRef, html }: { identity: Identity; contentRef: RefObject<HTMLElement | null>; html: unknown }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const [block, setBlock] = useState<Block | undefined>()
  const [comment, setComment] = useState('')
  const [result, setResult] = useState<Sent | undefined>()
  const [sending, setSending] = useState(false)
  const titleId = useId()

  useEffect(() => {
    const root = contentRef.current
    if (!root) return
    return addReportButtons(root, (chosen, button) => {
      opener.current = button
      setBlock(chosen)
      setComment('')
      setResult(undefined)
      dialog.current?.showModal()
    })
  }, [contentRef, html])

  const close = () => {
    dialog.current?.close()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!block) return
    setSending(true)
    setResult(await sendFeedback({ ...identity, block: block.id, comment: comment.trim() || undefined }))
    setSending(false)
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => opener.current?.focus()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-gray-200 bg-white p-5 text-gray-900 shadow-xl backdrop:bg-black/40 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      data-testid="block-report"
    >
      <form onSubmit={onSubmit} className="space-y-3">
        <h2 id={titleId} className="text-base font-semibold">
          Report a problem
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          With {block?.label ?? 'this block'}. Anonymous; the maintainers see the page and what you write.
        </p>
        {result?.ok ? (
          <p role="status" className="text-sm">
            Thank you: the report goes to the maintainers.
          </p>
        ) : (
          <>
            <CommentField label="What is wrong? (optional)" value={comment} onChange={setComment} rows={4} />
          </>
        )}
        {result && !result.ok ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {result.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass}>
            {result?.ok ? 'Close' : 'Cancel'}
          </button>
          {result?.ok ? null : (
            <button type="submit" disabled={sending} className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-600 disabled:opacity-50`}>
              Send report
            </button>
          )}
        </div>
      </form>
    </dialog>
  )
}
