import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type Canaries = { names: string[]; secrets: string[]; remove: () => void }

/**
 * Files with unique secrets planted outside the content roots: in the project folder, next to
 * it and in the temp folder, each under several extensions (the site serves `.md` docs and
 * images). A response that contains a secret read a file it must never read.
 */
export function plantCanaries(projectRoot: string): Canaries {
  const id = randomBytes(4).toString('hex')
  const folders = [projectRoot, path.dirname(projectRoot), tmpdir()]
  const extensions = ['', '.md', '.txt', '.png', '.svg', '.json']
  const files: string[] = []
  const secrets: string[] = []
  const names = extensions.map((ext) => `fuzz-canary-${id}${ext}`)
  for (const folder of folders) {
    const secret = `CANARY-${randomBytes(12).toString('hex')}`
    secrets.push(secret)
    for (const name of names) {
      const file = path.join(folder, name)
      writeFileSync(file, `# ${secret}\n\n${secret}\n`)
      files.push(file)
    }
  }
  return { names, secrets, remove: () => files.forEach((file) => rmSync(file, { force: true })) }
}
