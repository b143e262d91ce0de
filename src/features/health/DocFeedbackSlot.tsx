import { useLocation } from '@tanstack/react-router'
import { useState, type RefObject } from 'react'
import { settlePage, useModuleWhenSettled } from '~/features/layout/page-settled'
import { usePresentedPathname } from '~/features/layout/usePresentedPathname'
import { docAddressOfPath } from '~/lib/docs/address'
import { FeedbackSection, VoteForm, votedHelpful, type FeedbackIdentity } from './feedback-parts'

// The form's behaviour (sending, the comment, the "Report a problem" buttons) comes once the page has settled.
const loadDocFeedback = () => import('./DocFeedback')

/**
 * The foot of a doc page's feedback. The first load renders the vote form alone (it posts
 * without JavaScript); the interactive form replaces it once the page has settled, or at once
 * when the reader votes before that, the vote carried over.
 */
export function DocFeedbackSlot({ contentRef, html }: { contentRef: RefObject<HTMLElement | null>; html: unknown }) {
  const pathname = usePresentedPathname()
  const sentByForm = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('feedback') === 'sent' })
  const address = docAddressOfPath(pathname)
  if (!address) return null
  const identity = { library: address.libraryId, version: address.version, page: address.page }
  return <PageFeedbackSlot key={pathname} identity={identity} sentByForm={sentByForm} contentRef={contentRef} html={html} />
}

function PageFeedbackSlot({
  identity,
  sentByForm,
  contentRef,
  html,
}: {
  identity: FeedbackIdentity
  sentByForm: boolean
  contentRef: RefObject<HTMLElement | null>
  html: unknown
}) {
  const interactive = useModuleWhenSettled(loadDocFeedback)
  const [vote, setVote] = useState<boolean | undefined>()
  const firstLoadForm = (
    <FeedbackSection>
      {sentByForm ? (
        <h2 id="page-feedback-title" className="text-sm font-semibold" role="status">
          Thank you for your feedback.
        </h2>
      ) : (
        <VoteForm
          identity={identity}
          onSubmit={(event) => {
            event.preventDefault()
            setVote(votedHelpful(event))
            settlePage()
          }}
        />
      )}
    </FeedbackSection>
  )
  if (!interactive) return firstLoadForm
  return <interactive.default identity={identity} sentByForm={sentByForm} contentRef={contentRef} html={html} initialVote={vote} />
}
