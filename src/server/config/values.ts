/** What the domains of the configuration share: the shape of a domain, and the kinds of values several of them read. */
import { z } from 'zod'

/** One domain of the configuration: a titled group of variables, a section of docs/configuration.md. */
export type ConfigDomain<Variables extends z.ZodRawShape> = { title: string; summary: string; variables: Variables }

export function configDomain<Variables extends z.ZodRawShape>(title: string, summary: string, variables: Variables): ConfigDomain<Variables> {
  return { title, summary, variables }
}

/** Text that counts as unset when empty or blank. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

/** Off unless `1`, `true` or `yes`. */
export const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes')

/** A whole number from `min` to `max`, read from its text; with `unset`, the value of a variable not set. */
export function wholeNumber(min: number, max: number): z.ZodCoercedNumber
export function wholeNumber(min: number, max: number, unset: number): z.ZodDefault<z.ZodCoercedNumber>
export function wholeNumber(min: number, max: number, unset?: number) {
  const schema = z.coerce.number().int().min(min).max(max)
  return unset === undefined ? schema : schema.default(unset)
}

/** A number (fractions allowed) from `min` to `max`, read from its text; with `unset`, the value of a variable not set. */
export function numberWithin(min: number, max: number): z.ZodCoercedNumber
export function numberWithin(min: number, max: number, unset: number): z.ZodDefault<z.ZodCoercedNumber>
export function numberWithin(min: number, max: number, unset?: number) {
  const schema = z.coerce.number().min(min).max(max)
  return unset === undefined ? schema : schema.default(unset)
}

/** A folder's path, not blank; `unset` when the variable is not set. */
export function folder(unset: string) {
  return z.string().trim().min(1).default(unset)
}

/** A comma-separated list, each entry trimmed and read by `entry`; empty when unset. */
export function commaSeparated<Entry extends z.ZodType<unknown, string>>(entry: Entry) {
  return z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entry))
}

/** One of `choices`; the first when unset or empty. */
export function oneOf<const Choices extends readonly [string, ...string[]]>(choices: Choices) {
  return z
    .enum([...choices, ''])
    .optional()
    .transform((v): Choices[number] => (v === undefined || v === '' ? choices[0] : v))
}
