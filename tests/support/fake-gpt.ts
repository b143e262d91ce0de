/**
 * A stand-in for Google Publisher Tag's `gpt.js`, served to the browser in place of the real
 * script. It speaks the same `googletag` API (command queue, slots, size mapping, single
 * request, refresh) and fills each refreshed slot with a box of the slot's size. What it was
 * asked to do is recorded in `window.__gpt`.
 */
export const fakeGptScript = `(() => {
  const record = (window.__gpt = { singleRequest: false, refreshes: [], defined: [] })
  const pubads = {
    enableSingleRequest() { record.singleRequest = true },
    disableInitialLoad() {},
    refresh(slots) {
      record.refreshes.push(slots.map((s) => s.path))
      for (const slot of slots) {
        const element = document.getElementById(slot.elementId)
        if (!element) continue
        const size = window.innerWidth > 767 ? slot.sizes[0] : slot.sizes[slot.sizes.length - 1]
        element.innerHTML = '<div data-fake-ad="' + slot.path + '" style="width:' + size[0] + 'px;height:' + size[1] + 'px;background:#fc0">ad</div>'
      }
    },
  }
  const queued = (window.googletag && window.googletag.cmd) || []
  const googletag = {
    apiReady: true,
    cmd: { push: (fn) => fn() },
    pubads: () => pubads,
    enableServices() {},
    display() {},
    destroySlots() {},
    defineSlot(path, sizes, elementId) {
      const slot = { path, sizes, elementId, addService: () => slot, setTargeting: () => slot, defineSizeMapping: () => slot }
      record.defined.push(path)
      return slot
    },
    sizeMapping() {
      const builder = { addSize: () => builder, build: () => [] }
      return builder
    },
  }
  window.googletag = googletag
  for (const fn of queued) fn()
})()`
