import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PostNotFound } from '~/features/blog/PostNotFound'

export const Route = createFileRoute('/_libraries/blog')({
  component: Outlet,
  notFoundComponent: PostNotFound,
})
