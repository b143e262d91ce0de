export type Consultant = {
  id: number
  name: string
  twitter: string
  /**
   * Their own site. SPEC §2 lists a website for each consultant on /dedicated-support, and the
   * card shows it whenever this field holds one. The four people below are the site's stand-ins
   * until maintainers enter the real consultants: none of them has a website, and any address
   * written here would be invented and send readers to a stranger's domain, so the field is left
   * out and the card shows no website (consultants.test.ts refuses placeholder addresses).
   */
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
