import { describe, expect, it } from 'vitest'
import { formatDuration, formatRate, formatTime, formatUptime, shortId } from './format'

describe('dashboard formats', () => {
  it('shortens commits and keeps folder ids', () => {
    expect(shortId('0123456789abcdef0123456789abcdef01234567')).toBe('0123456')
    expect(shortId('folder-abc')).toBe('folder-abc')
    expect(shortId(null)).toBe('not found')
  })
  it('gives a UTC time and how long ago', () => {
    const now = Date.parse('2026-01-02T03:04:05Z')
    expect(formatTime('2026-01-02T03:00:00.000Z', now)).toBe('2026-01-02 03:00 UTC (4 min ago)')
    expect(formatTime('2026-01-01T03:00:00.000Z', now)).toBe('2026-01-01 03:00 UTC (1 d ago)')
    expect(formatTime(undefined, now)).toBe('never')
  })
  it('durations and rates', () => {
    expect(formatDuration(250)).toBe('250 ms')
    expect(formatDuration(2500)).toBe('2.5 s')
    expect(formatRate(0.1234)).toBe('12.3 %')
  })

  it('gives a running time in its largest two units', () => {
    expect(formatUptime(45)).toBe('45 s')
    expect(formatUptime(12 * 60 + 5)).toBe('12 min')
    expect(formatUptime(3 * 3600 + 12 * 60)).toBe('3 h 12 min')
    expect(formatUptime(2 * 86400 + 4 * 3600 + 60)).toBe('2 d 4 h')
  })
})
