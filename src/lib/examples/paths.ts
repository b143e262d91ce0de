/** Example names: one or more folder names of letters, digits, `.`, `_`, `-` (never `..`). */
const examplePattern = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/

export function isValidExampleName(name: string): boolean {
  return name.length <= 200 && examplePattern.test(name)
}

/** The repository folder of an example: `examples/{framework}/{name}`. */
export function exampleRoot(framework: string, name: string): string {
  return `examples/${framework}/${name.replace(/\/+$/, '')}`
}

/**
 * The `path` search parameter as a path inside the example, or undefined when it cannot be one:
 * `..` or `.` segments, backslashes, control characters, percent-escapes, absolute paths. A full
 * repository path that starts with the example's folder is accepted too.
 */
export function filePathInExample(requested: unknown, root: string): string | undefined {
  if (typeof requested !== 'string' || !requested || requested.length > 500) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\%]/.test(requested) || requested.startsWith('/')) return undefined
  const segments = requested.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined
  const path = segments.join('/')
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path
}
