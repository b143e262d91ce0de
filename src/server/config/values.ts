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

/** A whole number from `min` to `max`, read from its text. */
export function wholeNumber(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max)
}

/** A number (fractions allowed) from `min` to `max`, read from its text. */
export function numberWithin(min: number, max: number) {
  return z.coerce.number().min(min).max(max)
}
