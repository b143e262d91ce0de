import type { AdsConfig } from '~/server/config'
import { AD_PHONE_MAX_WIDTH, AD_SINGLE_REQUEST, type AdSlotDefinition } from '~/site/ads'
import type { AdProvider, SlotHandle } from './ads-manager'

/** The part of Google Publisher Tag (`googletag`) the site uses. */
type GptSlot = { addService(service: unknown): GptSlot; setTargeting(key: string, value: string): GptSlot; defineSizeMapping(mapping: unknown): GptSlot }
type Googletag = {
  cmd: { push(fn: () => void): unknown }
  defineSlot(unitPath: string, sizes: unknown, elementId: string): GptSlot | null
  pubads(): { enableSingleRequest(): void; disableInitialLoad(): void; refresh(slots: GptSlot[]): void }
  enableServices(): void
  display(elementId: string): void
  destroySlots(slots: GptSlot[]): void
  sizeMapping(): { addSize(viewport: unknown, sizes: unknown): ReturnType<Googletag['sizeMapping']>; build(): unknown }
}

declare global {
  interface Window {
    googletag?: Googletag
  }
}

/** How long the ad network may take before house ads stay for the visit. */
export const AD_SCRIPT_TIMEOUT_MS = 8000

function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 3000 })
      else setTimeout(resolve, 1)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

/**
 * Errors thrown by the ad script are its own business: they are kept out of the page's error
 * reporting. Errors of cross-origin scripts arrive without a file name ("Script error.").
 */
function silenceErrorsOf(scriptUrl: string) {
  const origin = new URL(scriptUrl, window.location.href).origin
  window.addEventListener('error', (event) => {
    const fromAdScript = event.filename ? event.filename.startsWith(origin) && origin !== window.location.origin : event.message === 'Script error.'
    if (fromAdScript) event.preventDefault()
  })
}

function injectScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.dataset.adScript = ''
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`The ad script ${url} did not load`))
    document.head.append(script)
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
    promise.then(
      (value) => (window.clearTimeout(timer), resolve(value)),
      (error: unknown) => (window.clearTimeout(timer), reject(error)),
    )
  })
}

function defineSlot(googletag: Googletag, unitPrefix: string, slot: AdSlotDefinition, elementId: string): GptSlot | null {
  const defined = googletag.defineSlot(`${unitPrefix}/${slot.id}`, [...slot.sizes, ...slot.phoneSizes], elementId)
  if (!defined) return null
  defined.addService(googletag.pubads())
  for (const [key, value] of Object.entries(slot.targeting)) defined.setTargeting(key, value)
  const mapping = googletag
    .sizeMapping()
    .addSize([AD_PHONE_MAX_WIDTH + 1, 0], slot.sizes)
    .addSize([0, 0], slot.phoneSizes)
    .build()
  defined.defineSizeMapping(mapping)
  googletag.display(elementId)
  return defined
}

/**
 * Loads the ad network's script once the page is interactive and resolves with a provider
 * for it; rejects when the script is blocked, throws before it is ready, or is too slow.
 */
export async function loadGptProvider(config: Extract<AdsConfig, { provider: 'gpt' }>): Promise<AdProvider> {
  silenceErrorsOf(config.scriptUrl)
  await whenInteractive()
  window.googletag ??= { cmd: [] } as unknown as Googletag
  await withTimeout(injectScript(config.scriptUrl), AD_SCRIPT_TIMEOUT_MS, 'The ad script')
  const googletag = await withTimeout(
    new Promise<Googletag>((resolve) => window.googletag?.cmd.push(() => resolve(window.googletag as Googletag))),
    AD_SCRIPT_TIMEOUT_MS,
    'The ad network',
  )
  if (AD_SINGLE_REQUEST) googletag.pubads().enableSingleRequest()
  googletag.pubads().disableInitialLoad()
  googletag.enableServices()

  const slots = new Map<SlotHandle, GptSlot>()
  return {
    kind: 'network',
    refresh(handles) {
      const ready: GptSlot[] = []
      for (const handle of handles) {
        let slot = slots.get(handle)
        if (!slot) {
          slot = defineSlot(googletag, config.unitPrefix, handle.slot, handle.networkElementId) ?? undefined
          if (slot) slots.set(handle, slot)
        }
        if (slot) ready.push(slot)
      }
      if (ready.length) googletag.pubads().refresh(ready)
    },
    remove(handle) {
      const slot = slots.get(handle)
      slots.delete(handle)
      if (slot) googletag.destroySlots([slot])
    },
  }
}
