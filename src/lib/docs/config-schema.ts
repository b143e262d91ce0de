import { z } from 'zod'

const docLink = z.object({
  label: z.string().min(1),
  to: z.string().min(1),
  badge: z.string().optional(),
})

const frameworkGroup = z.object({
  label: z.string().min(1),
  children: z.array(docLink),
})

const section = z.object({
  label: z.string().min(1),
  children: z.array(docLink).default([]),
  frameworks: z.array(frameworkGroup).optional(),
  collapsible: z.boolean().optional(),
  defaultCollapsed: z.boolean().optional(),
})

/** A library's `config.json` in its docs folder (SPEC §3 "Docs config"); unknown keys are ignored. */
export const docsConfigSchema = z.object({
  sections: z.array(section),
  users: z.array(z.string()).optional(),
})

export type DocsConfig = z.infer<typeof docsConfigSchema>

export class DocsConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`The docs configuration ${file} is not valid: ${problems.join('; ')}`)
    this.name = 'DocsConfigError'
  }
}

/** Parses and validates config.json text; throws a DocsConfigError naming each problem. */
export function parseDocsConfig(text: string, file: string): DocsConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new DocsConfigError(file, [`not valid JSON (${(error as Error).message})`])
  }
  const parsed = docsConfigSchema.safeParse(json)
  if (!parsed.success) {
    throw new DocsConfigError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    )
  }
  return parsed.data
}
