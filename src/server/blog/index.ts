import path from 'node:path'
import { getConfig } from '~/server/config'
import { createBlog, type Blog } from './posts'

export type { BlogPost } from './posts'

let blog: Blog | undefined

/** The site's blog, read from BLOG_DIR. */
export function getBlog(): Blog {
  const config = getConfig()
  blog ??= createBlog(path.resolve(config.BLOG_DIR), { includeDrafts: config.BLOG_DRAFTS })
  return blog
}
