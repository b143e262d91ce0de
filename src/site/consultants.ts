export type Consultant = {
  id: number
  name: string
  twitter: string
  /** Their own site; left out when they have none, so the card links nowhere made up. */
  website?: string
  specialties: string[]
  image: string
}

/**
 * The people who take dedicated-support contracts. Maintainers edit this list; each photo is
 * a file under /public/images/consultants.
 */
export const consultants: Consultant[] = [
  {
    id: 0,
    name: 'Maren Okafor',
    twitter: '@marenbuilds',
    specialties: ['Query', 'Router', 'Start', 'Architecture reviews'],
    image: '/images/consultants/maren.svg',
  },
  {
    id: 1,
    name: 'Tomas Lindqvist',
    twitter: '@tlindqvist',
    specialties: ['Table', 'Virtual', 'Performance'],
    image: '/images/consultants/tomas.svg',
  },
  {
    id: 2,
    name: 'Priya Raman',
    twitter: '@priyaraman_dev',
    specialties: ['Form', 'Accessibility', 'Design systems'],
    image: '/images/consultants/priya.svg',
  },
  {
    id: 3,
    name: 'Diego Santamaría',
    twitter: '@dsantamaria',
    specialties: ['Start', 'Server rendering', 'Migrations'],
    image: '/images/consultants/diego.svg',
  },
]

/** The ids the dedicated-support loader fetches: 1 to the consultant count minus one. */
export function fetchedConsultantIds(count = consultants.length): number[] {
  return Array.from({ length: Math.max(count - 1, 0) }, (_, i) => i + 1)
}
