import type { AdSlotDefinition } from '~/site/ads'

/** One ad slot on the page, as the manager and the providers see it. */
export type SlotHandle = {
  slot: AdSlotDefinition
  /** The reserved box; document order decides which of two same-id slots is kept. */
  element: Element
  /** Id of the empty element a network provider renders into. */
  networkElementId: string
  /** Shows (or refreshes) the house ad, chosen for this moment. */
  showHouse: (now: number) => void
  /** Switches the slot between house content and the network's element. */
  setMode: (mode: 'house' | 'network') => void
  /** A duplicate beyond the first of its id is removed from the page. */
  setDuplicate: (duplicate: boolean) => void
}

/** Fills slots. All slots asked for at once are filled by one call (single-request mode). */
export interface AdProvider {
  readonly kind: 'house' | 'network'
  refresh(handles: readonly SlotHandle[]): void
  remove?(handle: SlotHandle): void
}

export const houseProvider: AdProvider = {
  kind: 'house',
  refresh(handles) {
    const now = Date.now()
    for (const handle of handles) handle.showHouse(now)
  },
}

/** The handles kept when several share a slot id: the first of each id, in document order. */
export function firstOfEachId<T extends { slot: { id: string } }>(handles: readonly T[], isBefore: (a: T, b: T) => boolean): { kept: T[]; duplicates: T[] } {
  const firsts = new Map<string, T>()
  for (const handle of handles) {
    const current = firsts.get(handle.slot.id)
    if (!current || isBefore(handle, current)) firsts.set(handle.slot.id, handle)
  }
  const kept = [...firsts.values()]
  return { kept, duplicates: handles.filter((h) => !kept.includes(h)) }
}

const documentOrder = (a: SlotHandle, b: SlotHandle) => Boolean(a.element.compareDocumentPosition(b.element) & 4 /* b FOLLOWS a */)

type Timers = {
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (timer: unknown) => void
  schedule: (fn: () => void) => void
  pageHidden: () => boolean
}

const browserTimers: Timers = {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (timer) => window.clearInterval(timer as number),
  schedule: (fn) => window.setTimeout(fn, 0),
  pageHidden: () => document.visibilityState === 'hidden',
}

/**
 * Keeps track of the page's ad slots: refills each visible slot every `refreshInterval`,
 * refills all after a navigation, removes duplicates beyond the first, and hands every refill
 * asked for in the same moment to the provider as one request. A provider that throws is
 * replaced by house ads; nothing it does reaches the rest of the page.
 */
export class AdsManager {
  private handles: SlotHandle[] = []
  private visible = new Set<SlotHandle>()
  private timers = new Map<SlotHandle, unknown>()
  private duplicates = new Set<SlotHandle>()
  private pending = new Set<SlotHandle>()
  private flushScheduled = false

  constructor(
    private provider: AdProvider = houseProvider,
    private readonly env: Timers = browserTimers,
    private readonly isBefore: (a: SlotHandle, b: SlotHandle) => boolean = documentOrder,
  ) {}

  get providerKind() {
    return this.provider.kind
  }

  register(handle: SlotHandle): () => void {
    this.handles.push(handle)
    handle.setMode(this.provider.kind === 'network' ? 'network' : 'house')
    this.dedupe()
    this.request(handle)
    return () => this.unregister(handle)
  }

  private unregister(handle: SlotHandle) {
    this.setVisible(handle, false)
    this.handles = this.handles.filter((h) => h !== handle)
    this.pending.delete(handle)
    this.duplicates.delete(handle)
    this.safely(() => this.provider.remove?.(handle))
    this.dedupe()
  }

  /** Starts or stops a slot's refresh timer as it scrolls in and out of view. */
  setVisible(handle: SlotHandle, visible: boolean) {
    if (visible && !this.visible.has(handle)) {
      this.visible.add(handle)
      const timer = this.env.setInterval(() => {
        if (!this.env.pageHidden()) this.request(handle)
      }, handle.slot.refreshInterval)
      this.timers.set(handle, timer)
    } else if (!visible && this.visible.has(handle)) {
      this.visible.delete(handle)
      this.env.clearInterval(this.timers.get(handle))
      this.timers.delete(handle)
    }
  }

  /** After each navigation: duplicates out, every remaining slot refilled in one request. */
  refreshAfterNavigation() {
    this.dedupe()
    for (const handle of this.handles) this.request(handle)
  }

  /** Swaps the provider, e.g. to the network once its script is ready, or back to house ads. */
  setProvider(provider: AdProvider) {
    this.provider = provider
    for (const handle of this.handles) handle.setMode(provider.kind === 'network' ? 'network' : 'house')
    for (const handle of this.handles) this.request(handle)
  }

  private dedupe() {
    const { duplicates } = firstOfEachId(this.handles, this.isBefore)
    for (const handle of this.handles) {
      const duplicate = duplicates.includes(handle)
      if (duplicate !== this.duplicates.has(handle)) handle.setDuplicate(duplicate)
      if (duplicate) this.duplicates.add(handle)
      else this.duplicates.delete(handle)
    }
  }

  private request(handle: SlotHandle) {
    if (this.duplicates.has(handle)) return
    this.pending.add(handle)
    if (this.flushScheduled) return
    this.flushScheduled = true
    this.env.schedule(() => this.flush())
  }

  private flush() {
    this.flushScheduled = false
    const batch = [...this.pending].filter((h) => this.handles.includes(h) && !this.duplicates.has(h))
    this.pending.clear()
    if (batch.length === 0) return
    const provider = this.provider
    const ok = this.safely(() => provider.refresh(batch))
    if (!ok && provider !== houseProvider) {
      this.setProvider(houseProvider)
    }
  }

  private safely(fn: () => void): boolean {
    try {
      fn()
      return true
    } catch (error) {
      console.warn('An ad provider failed; house ads take over.', error)
      return false
    }
  }
}
