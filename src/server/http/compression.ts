import { Hono } from 'hono'
import { compress } from 'hono/compress'

/**
 * Gzip (or deflate) for text answers, when COMPRESSION is on: for a site served bare, with no
 * CDN or proxy in front to compress. Hono's compress middleware decides (Accept-Encoding, type,
 * size, `no-transform`) and compresses as a stream; event streams are left alone.
 */
type Env = { Bindings: { response: Response } }
const compressing = new Hono<Env>().use(compress()).all('*', (c) => c.env.response)

export async function withCompression(request: Request, response: Response): Promise<Response> {
  return compressing.fetch(request, { response })
}
