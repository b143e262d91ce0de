/** npm's rule for package names, old mixed-case names included: optional @scope/, then the name. */
const NAME_PATTERN = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/i

export function isPackageName(value: string): boolean {
  return value.length > 0 && value.length <= 214 && NAME_PATTERN.test(value)
}
