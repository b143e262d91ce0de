import { createHash } from 'node:crypto'

/**
 * The id the build gives a server function (vite.config.ts), which its calls name in
 * `/_serverFn/{id}`: 12 base64url characters of the SHA-256 of its file and handler name.
 * Every id a page calls travels in that page's JavaScript: the framework's default, the whole
 * hash in hex, is 64 characters. 72 bits still tell a site's few dozen functions apart, and the
 * id stays the same from build to build while the file and the name do.
 */
export function serverFnId(opts: { filename: string; functionName: string }): string {
  return createHash('sha256').update(`${opts.filename}--${opts.functionName}`).digest('base64url').slice(0, 12)
}
