import { expect, it } from 'vitest'
import { binNoun, binPeriod, formatChange, formatDate, formatDay, formatShare, groupLabel } from './format'

it('formats shares and signed changes', () => {
  expect(formatShare(0.123)).toBe('12.3%')
  expect(formatChange(0.5)).toBe('+50%')
  expect(formatChange(-0.25)).toBe('-25%')
  expect(formatChange(0)).toBe('0%')
})

it('names days, bins and groups', () => {
  expect(formatDay('2024-03-05')).toBe('Mar 5, 2024')
  // The UTC day, wherever the browser is: 23:30 UTC is already the next day east of Greenwich.
  expect(formatDate(new Date('2024-12-31T23:30:00Z'))).toBe('Dec 31, 2024')
  expect(binNoun('weekly')).toBe('week')
  const bin = { first: '2024-10-07', last: '2024-10-13' }
  expect(binPeriod(bin, 'weekly')).toBe('week of Oct 7, 2024')
  expect(binPeriod({ first: '2024-10-01', last: '2024-10-31' }, 'monthly')).toBe('Oct 2024')
  expect(binPeriod(bin, 'daily')).toBe('Oct 7, 2024')
  expect(binPeriod(bin, 'yearly')).toBe('2024')
  expect(groupLabel(['@tanstack/query-core', '@tanstack/react-query'])).toBe('@tanstack/query-core + @tanstack/react-query')
})
