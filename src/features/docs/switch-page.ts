/**
 * Opening the same page in another version or framework (the docs toolbar's selectors). Loaded
 * when a reader changes one, not with every page: the choice then waits for the server's answer
 * anyway (which page is the same one there).
 */
import type { useNavigate } from '@tanstack/react-router'
import { frameworkLabel } from '~/site/frameworks'
import { versionLabel } from '~/site/versions'
import { getSwitchTargetFn } from './docs.functions'
import './switch-notice'

export type PageSwitch = {
  libraryId: string
  version: string
  framework: string | undefined
  /** Whether the page is one framework's (`docs/framework/…`), not one shared by every framework. */
  frameworkPage: boolean
  /** The path after `/docs/`, or undefined where there is no page to look for (the switch goes to `fallback`). */
  page: string | undefined
  latestMajor: string
}

/** Opens the same page in the other version or framework, or the closest one with a notice. */
export async function switchPage(
  navigate: ReturnType<typeof useNavigate>,
  from: PageSwitch,
  change: { version?: string; framework?: string },
  fallback: string,
) {
  if (!from.page) return void navigate({ href: fallback })
  const version = change.version ?? from.version
  const target = await getSwitchTargetFn({
    data: {
      libraryId: from.libraryId,
      fromVersion: from.version,
      version,
      framework: from.frameworkPage ? (change.framework ?? from.framework) : undefined,
      page: from.page,
    },
  }).catch(() => null)
  if (!target) return void navigate({ href: fallback })
  const where = change.version ? `the ${versionLabel(version, from.latestMajor)} docs` : `the ${frameworkLabel(change.framework ?? '')} docs`
  const switchNotice = target.exact ? undefined : `The page you were reading is not in ${where}: this is the closest page.`
  void navigate({ href: target.href, state: (previous) => ({ ...previous, switchNotice }) })
}
