import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { safeRedirectPath } from '~/lib/auth/redirect'
import { signInFn, signOutFn, type Viewer } from './auth.functions'

const input =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/40 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100'
const button =
  'inline-flex w-full items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:opacity-60'

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('Invalid input.')) return 'Enter your username and password.'
  return message || 'Sign-in did not work. Try again.'
}

/** Sign-in: GitHub when the site offers it, and a username/password form for local accounts. */
export function LoginPage({ viewer, github, redirect }: { viewer: Viewer | null; github: boolean; redirect?: string }) {
  const router = useRouter()
  const target = safeRedirectPath(redirect)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({})
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const username = String(form.get('username') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const missing = { username: username ? undefined : 'Enter your username.', password: password ? undefined : 'Enter your password.' }
    setFieldErrors(missing)
    setError(null)
    if (missing.username || missing.password) return
    setPending(true)
    try {
      await signInFn({ data: { username, password } })
      await router.invalidate()
      await router.navigate({ href: target })
    } catch (caught) {
      setError(errorMessage(caught))
      setPending(false)
    }
  }

  async function signOut() {
    await signOutFn()
    await router.invalidate()
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-black tracking-tight">Sign in</h1>
      <p className="mt-2 text-gray-600 dark:text-gray-300">For the people who run this site.</p>
      {viewer ? (
        <div className="mt-6 rounded-md border border-gray-200 p-4 dark:border-gray-700">
          <p>
            You are signed in as <strong>{viewer.name}</strong>.
          </p>
          <button type="button" onClick={signOut} className="mt-3 text-emerald-700 underline dark:text-emerald-400">
            Sign out
          </button>
        </div>
      ) : null}
      {github ? (
        <a
          href={`/auth/github?redirect=${encodeURIComponent(target)}`}
          className={`${button} mt-8 bg-gray-900 text-white hover:bg-gray-700 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-white`}
        >
          Sign in with GitHub
        </a>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-8 space-y-4" aria-label="Sign in with a username and password">
        {github ? <p className="text-sm text-gray-600 dark:text-gray-400">Or with a site account:</p> : null}
        <div>
          <label htmlFor="login-username" className="block text-sm font-semibold">
            Username
          </label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={input}
            aria-invalid={fieldErrors.username ? true : undefined}
            aria-describedby={fieldErrors.username ? 'login-username-error' : undefined}
          />
          <FieldError id="login-username-error" message={fieldErrors.username} />
        </div>
        <div>
          <label htmlFor="login-password" className="block text-sm font-semibold">
            Password
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            className={input}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
          />
          <FieldError id="login-password-error" message={fieldErrors.password} />
        </div>
        <div role="alert" aria-live="assertive" className="min-h-6 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </div>
        <button type="submit" disabled={pending} className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  )
}

/** A field's message under it, named by the field's `aria-describedby`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  )
}
