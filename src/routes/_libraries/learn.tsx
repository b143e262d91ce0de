import { createFileRoute } from '@tanstack/react-router'
import { LearnPage } from '~/features/pages/LearnPage'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/_libraries/learn')({
  head: ({ matches }) =>
    pageHead(matches, { title: 'Learn', describe: (site) => `Learning resources for the ${site} libraries: guides, examples and courses.` }),
  component: LearnPage,
})
