/** The parts of the page feedback that the first load renders and the interactive form reuses. */
import type { FormEvent, ReactNode } from 'react'

export type FeedbackIdentity = { library: string; version: string; page: string }

export const feedbackButtonClass =
  'rounded-md border border-gray-300 px-3 py-1 text-sm font-medium hover:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-gray-700'

export function FeedbackSection({ children }: { children: ReactNode }) {
  return (
    <section
      id="page-feedback"
      aria-labelledby="page-feedback-title"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
      data-testid="page-feedback"
    >
      {children}
    </section>
  )
}

/** Which button sent the vote form: true for "Yes". */
export function votedHelpful(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
  return submitter?.value === 'yes'
}

/** "Was this page helpful?" Yes / No: a plain form that posts without JavaScript. */
export function VoteForm({ identity, onSubmit }: { identity: FeedbackIdentity; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form method="post" action="/api/feedback" onSubmit={onSubmit} className="flex flex-wrap items-center gap-3">
      <h2 id="page-feedback-title" className="text-sm font-semibold">
        Was this page helpful?
      </h2>
      <input type="hidden" name="library" value={identity.library} />
      <input type="hidden" name="version" value={identity.version} />
      <input type="hidden" name="page" value={identity.page} />
      <button type="submit" name="helpful" value="yes" className={feedbackButtonClass}>
        Yes
      </button>
      <button type="submit" name="helpful" value="no" className={feedbackButtonClass}>
        No
      </button>
    </form>
  )
}
