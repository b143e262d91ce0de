import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { isPackageName } from '~/lib/stats/package-name'
import { statsRanges } from '~/lib/stats/ranges'
import { validInput } from '~/lib/validation'
import { clientAddress } from '~/server/auth/request'
import { getNpmService, searchPackages, upstreamBudgetFor } from '~/server/npm'

const packageNameSchema = z.string().trim().max(214).refine(isPackageName, 'is not a valid npm package name')

/** Daily downloads of one package over one range, from the stored counts and npm (within the caller's budget of npm requests). */
export const getPackageDownloadsFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ package: packageNameSchema, range: z.enum(statsRanges) })))
  .handler(async ({ data }) => (await getNpmService()).downloads(data.package, data.range, upstreamBudgetFor(clientAddress())))

/** Packages whose name or description matches, for the add-package box. */
export const searchPackagesFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ text: z.string().trim().min(1).max(100), size: z.number().int().min(1).max(25).default(8) })))
  .handler(({ data }) => searchPackages(data.text, data.size))
