import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { validInput } from '~/lib/validation'
import { getBlog } from '~/server/blog'

/** Blog front matters: every published post's front matter with excerpt and reading time, newest first. */
export const getBlogFrontMattersFn = createServerFn({ method: 'GET' }).handler(() => getBlog().list())

/** Blog post by splat: the rendered post, or null when no post has that name. */
export const getBlogPostFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ splat: z.string().max(1000) })))
  .handler(async ({ data }) => (await getBlog().get(data.splat)) ?? null)
