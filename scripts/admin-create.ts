/**
 * `npm run admin:create -- --username <name>`: creates an admin account for signing in with a
 * password (or gives an existing account a new password and the admin role). The password is
 * read from ADMIN_PASSWORD, or asked for when that is unset.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { getConfig } from '~/server/config'
import { openDatabase } from '~/server/db'
import { MIN_PASSWORD_LENGTH, savePasswordUser } from '~/server/auth/users'

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin })
    for await (const line of rl) return line
    return ''
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  // Keep the typed password off the screen.
  const output = rl as unknown as { _writeToOutput: (s: string) => void }
  let muted = false
  output._writeToOutput = (s: string) => {
    if (!muted) process.stdout.write(s)
  }
  const asking = rl.question(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `)
  muted = true
  const password = await asking
  rl.close()
  process.stdout.write('\n')
  return password
}

const { values } = parseArgs({ options: { username: { type: 'string' } } })
if (!values.username) {
  console.error('Usage: npm run admin:create -- --username <name>   (password from ADMIN_PASSWORD or a prompt)')
  process.exit(2)
}
const password = process.env.ADMIN_PASSWORD ?? (await askPassword())
const database = await openDatabase(getConfig().DATABASE_URL)
try {
  const user = await savePasswordUser(database, { username: values.username, password, role: 'admin' })
  console.log(`Admin "${user.username}" is ready; sign in at /login.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
