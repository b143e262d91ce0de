import { describe, expect, it } from 'vitest'
import { consultants, fetchedConsultantIds } from './consultants'

describe('dedicated-support consultants', () => {
  it('fetches ids 1 to the consultant count minus one', () => {
    expect(consultants).toHaveLength(4)
    expect(fetchedConsultantIds()).toEqual([1, 2, 3])
    expect(fetchedConsultantIds(1)).toEqual([])
    expect(fetchedConsultantIds(0)).toEqual([])
  })

  it('gives every consultant a handle, specialties and a photo, and a website only if it is a real https address', () => {
    for (const consultant of consultants) {
      expect(consultant.twitter).toMatch(/^@\w+$/)
      if (consultant.website !== undefined) {
        expect(consultant.website).toMatch(/^https:\/\//)
        expect(new URL(consultant.website).hostname).not.toMatch(/(^|\.)example\.(com|org|net)$/)
      }
      expect(consultant.specialties.length).toBeGreaterThan(0)
      expect(consultant.image).toMatch(/^\/images\/consultants\//)
    }
  })
})
