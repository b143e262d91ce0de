import type { Consultant } from '~/site/consultants'
import { ProsePage } from './ProsePage'

function ConsultantCard({ consultant }: { consultant: Consultant }) {
  const handle = consultant.twitter.replace(/^@/, '')
  return (
    <li className="flex list-none gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800" style={{ marginLeft: 0 }}>
      <img src={consultant.image} alt={`Photo of ${consultant.name}`} width={72} height={72} loading="lazy" className="h-18 w-18 rounded-full" />
      <div>
        <h3 className="text-lg font-bold">{consultant.name}</h3>
        <p className="text-sm">
          <a href={`https://x.com/${handle}`} rel="noreferrer">
            {consultant.twitter}
          </a>{' '}
          ·{' '}
          <a href={consultant.website} rel="noreferrer">
            Website
          </a>
        </p>
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Specialties">
          {consultant.specialties.map((specialty) => (
            <li key={specialty} className="list-none rounded-full bg-gray-100 px-2 py-0.5 text-xs dark:bg-gray-800" style={{ marginLeft: 0 }}>
              {specialty}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

export function DedicatedSupportPage({ consultants }: { consultants: Consultant[] }) {
  return (
    <ProsePage
      title="Dedicated support"
      lead="Private consultation and enterprise support contracts with the people who build and maintain the libraries."
    >
      <section>
        <h2>What a contract covers</h2>
        <ul>
          <li>Guaranteed response times on questions and bugs that affect your product.</li>
          <li>Architecture and code reviews before you commit to a design.</li>
          <li>Help with upgrades and migrations between major versions.</li>
          <li>Workshops for your team, remote or on site.</li>
        </ul>
      </section>
      <section>
        <h2>Consultants</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {consultants.map((consultant) => (
            <ConsultantCard key={consultant.id} consultant={consultant} />
          ))}
        </ul>
      </section>
      <section>
        <h2>Get in touch</h2>
        <p>
          Write to any consultant above through their website with a short description of your team, your stack and what you need.
          You will hear back within two working days.
        </p>
      </section>
    </ProsePage>
  )
}
