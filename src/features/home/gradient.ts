/**
 * The home page's animated background: four soft colour blobs that drift to new places.
 * Pure maths here; `GradientCanvas` draws it.
 */
export const BLOB_HUES = [10, 40, 150, 200] as const
export const BLOB_RADIUS_MIN = 700
export const BLOB_RADIUS_MAX = 1200
export const FIRST_TRANSITION_MS = 2000
export const TRANSITION_MS = 4000
export const PAUSE_MS = 2 * 60_000

export type Blob = { hue: number; x: number; y: number; radius: number }

/** A small deterministic generator, so the server's seed gives the same layout in the browser. */
export function seededRandom(seed: number): () => number {
  let state = Math.floor(seed * 2 ** 31) >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** Blob positions are fractions of the canvas size; radii are in CSS pixels. */
export function placeBlobs(random: () => number): Blob[] {
  return BLOB_HUES.map((hue) => ({
    hue,
    x: random(),
    y: random(),
    radius: BLOB_RADIUS_MIN + random() * (BLOB_RADIUS_MAX - BLOB_RADIUS_MIN),
  }))
}

export type Phase = { transition: number; progress: number; moving: boolean; nextChangeInMs: number }

/**
 * Where the timeline is after `elapsed` ms: transition 0 lasts FIRST_TRANSITION_MS, each later
 * one TRANSITION_MS, with a PAUSE_MS rest before each later one.
 */
export function phaseAt(elapsed: number): Phase {
  if (elapsed < FIRST_TRANSITION_MS) {
    return { transition: 0, progress: elapsed / FIRST_TRANSITION_MS, moving: true, nextChangeInMs: 0 }
  }
  const afterFirst = elapsed - FIRST_TRANSITION_MS
  const cycle = PAUSE_MS + TRANSITION_MS
  const index = Math.floor(afterFirst / cycle)
  const within = afterFirst - index * cycle
  if (within < PAUSE_MS) {
    return { transition: index, progress: 1, moving: false, nextChangeInMs: PAUSE_MS - within }
  }
  return { transition: index + 1, progress: (within - PAUSE_MS) / TRANSITION_MS, moving: true, nextChangeInMs: 0 }
}

export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2
}

export function interpolateBlobs(from: Blob[], to: Blob[], t: number): Blob[] {
  const k = easeInOut(Math.min(Math.max(t, 0), 1))
  return from.map((blob, i) => {
    const target = to[i] ?? blob
    return {
      hue: blob.hue,
      x: blob.x + (target.x - blob.x) * k,
      y: blob.y + (target.y - blob.y) * k,
      radius: blob.radius + (target.radius - blob.radius) * k,
    }
  })
}
