import { createHash } from 'node:crypto'

/** What identifies a block's code wherever it is shown: its language and text. */
export function blockHash(lang: string, code: string): string {
  return createHash('sha256').update(`${lang.toLowerCase()}\n${code}`).digest('base64url').slice(0, 20)
}
