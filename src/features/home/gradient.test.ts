import { describe, expect, it } from 'vitest'
import {
  BLOB_HUES,
  BLOB_RADIUS_MAX,
  BLOB_RADIUS_MIN,
  FIRST_TRANSITION_MS,
  PAUSE_MS,
  TRANSITION_MS,
  interpolateBlobs,
  phaseAt,
  placeBlobs,
  seededRandom,
} from './gradient'

describe('home gradient', () => {
  it('places four blobs with the given hues and radii between 700 and 1200', () => {
    const blobs = placeBlobs(seededRandom(0.42))
    expect(blobs.map((b) => b.hue)).toEqual([10, 40, 150, 200])
    expect(BLOB_HUES).toHaveLength(4)
    for (const blob of blobs) {
      expect(blob.radius).toBeGreaterThanOrEqual(BLOB_RADIUS_MIN)
      expect(blob.radius).toBeLessThanOrEqual(BLOB_RADIUS_MAX)
      expect(blob.x).toBeGreaterThanOrEqual(0)
      expect(blob.x).toBeLessThan(1)
    }
  })

  it('gives the same layout for the same seed, and another for another seed', () => {
    expect(placeBlobs(seededRandom(0.3))).toEqual(placeBlobs(seededRandom(0.3)))
    expect(placeBlobs(seededRandom(0.3))).not.toEqual(placeBlobs(seededRandom(0.7)))
  })

  it('runs a 2 s first transition, then 2 minutes of rest, then 4 s transitions', () => {
    expect(FIRST_TRANSITION_MS).toBe(2000)
    expect(TRANSITION_MS).toBe(4000)
    expect(PAUSE_MS).toBe(120_000)
    expect(phaseAt(0)).toMatchObject({ transition: 0, progress: 0, moving: true })
    expect(phaseAt(1000)).toMatchObject({ transition: 0, progress: 0.5, moving: true })
    expect(phaseAt(2000 + 60_000)).toMatchObject({ transition: 0, progress: 1, moving: false, nextChangeInMs: 60_000 })
    expect(phaseAt(2000 + 120_000 + 2000)).toMatchObject({ transition: 1, progress: 0.5, moving: true })
    expect(phaseAt(2000 + 124_000 + 1)).toMatchObject({ transition: 1, moving: false })
    expect(phaseAt(2000 + 2 * 124_000 - 1000)).toMatchObject({ transition: 2, progress: 0.75, moving: true })
  })

  it('interpolates from one layout to the next', () => {
    const random = seededRandom(0.9)
    const from = placeBlobs(random)
    const to = placeBlobs(random)
    expect(interpolateBlobs(from, to, 0)).toEqual(from)
    expect(interpolateBlobs(from, to, 1)).toEqual(to)
    const half = interpolateBlobs(from, to, 0.5)
    expect(half[0]?.x).toBeCloseTo(((from[0]?.x ?? 0) + (to[0]?.x ?? 0)) / 2)
  })
})
