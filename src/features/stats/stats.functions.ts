import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { isPackageName } from '~/lib/stats/package-name'
import { statsRanges } from '~/lib/stats/ranges'
import { BadInputError, validInput } from '~/lib/validation'
import { clientAddress } from '~/server/auth/request'
import { NpmNewPackagesFullError, packageDownloads, searchPackages } from '~/server/npm'

const packageNameSchema = z.string().trim().max(214).refine(isPackageName, 'is not a valid npm package name')

/**
 * Daily downloads of one package over one range, from the stored counts and npm (within the
 * caller's budget of npm requests); 429 with `Retry-After` for a package new to the site while
 * the site-wide budget of new packages is spent.
 */
export const getPackageDownloadsFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ package: packageNameSchema, range: z.enum(statsRanges) })))
  .handler(async ({ data }) => {
    try {
      return await packageDownloads(data.package, data.range, clientAddress())
    } catch (error) {
      if (!(error instanceof NpmNewPackagesFullError)) throw error
      setResponseHeader('Retry-After', String(error.retryAfterSeconds))
      throw new BadInputError(error.message, 429)
    }
  })

/** Packages whose name or description matches, for the add-package box. */
export const searchPackagesFn = createServerFn({ method: 'GET' })
  .validator(validInput(z.object({ text: z.string().trim().min(1).max(100), size: z.number().int().min(1).max(25).default(8) })))
  .handler(({ data }) => searchPackages(data.text, data.size))
