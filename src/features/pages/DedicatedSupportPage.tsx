import { usePublicConfig } from '~/features/layout/usePublicConfig'
import type { Consultant } from '~/site/consultants'
import { ProsePage } from './ProsePage'

function ConsultantCard({ consultant }: { consultant: Consultant }) {
  const handle = consultant.twitter.replace(/^@/, '')
  return (
    <li className="flex list-none! gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800" style={{ marginLeft: 0 }}>
      <img src={consultant.image} alt={`Photo of ${consultant.name}`} width={72} height={72} loading="lazy" className="h-18 w-18 shrink-0 rounded-full" />
      <div className="min-w-0">
        <h3 className="text-lg font-bold">{consultant.name}</h3>
        <p className="text-sm">
          <a href={`https://x.com/${handle}`} rel="noreferrer">
            {consultant.twitter}
          </a>
          {/* SPEC §2's website, only when the data has a real one: see `Consultant.website`. */}
          {consultant.website ? (
            <>
              {' · '}
              <a href={consultant.website} rel="noreferrer">
                Website
              </a>
            </>
          ) : null}
        </p>
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Specialties">
          {consultant.specialties.map((specialty) => (
            <li key={specialty} className="list-none! rounded-full bg-gray-100 px-2 py-0.5 text-xs dark:bg-gray-800" style={{ marginLeft: 0 }}>
              {specialty}
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

function contactHref(email: string, subject: string) {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`
}

function ContactButton({ email, subject, children }: { email: string; subject: string; children: string }) {
  return (
    <a
      href={contactHref(email, subject)}
      data-contact=""
      className="inline-block rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white! no-underline! shadow-sm hover:bg-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
    >
      {children}
    </a>
  )
}

export function DedicatedSupportPage({ consultants }: { consultants: Consultant[] }) {
  const email = usePublicConfig()?.supportContactEmail ?? ''
  return (
    <ProsePage title="Dedicated support" lead="Private consultation and enterprise support contracts with the people who build and maintain the libraries.">
      <section>
        <p>
          The libraries are free and their issue trackers are open to everyone. When your team needs answers on its own schedule, a second pair of eyes on its
          architecture, or a guarantee that someone will pick up the phone, you can work directly with the maintainers.
        </p>
        <p>
          <ContactButton email={email} subject="Dedicated support">
            Contact us about dedicated support
          </ContactButton>
        </p>
      </section>

      <section aria-labelledby="consultation-title">
        <h2 id="consultation-title">Private consultation</h2>
        <p>
          Book time with a consultant for a focused question or a short project: a code or architecture review, a migration plan, a performance investigation,
          or a workshop for your team, remote or on site. You pay for the time you use, and you keep the notes and code written during the sessions.
        </p>
      </section>

      <section aria-labelledby="contract-title">
        <h2 id="contract-title">Enterprise support contracts</h2>
        <p>An annual contract for teams that build their products on the libraries. It includes:</p>
        <ul>
          <li>Guaranteed response times on questions and bugs that affect your product, agreed in the contract.</li>
          <li>A private channel to the maintainers, for questions you cannot ask in public.</li>
          <li>Priority on fixes for bugs you report, released in the public libraries for everyone.</li>
          <li>Architecture and code reviews before you commit to a design.</li>
          <li>Help with upgrades and migrations between major versions.</li>
          <li>Workshops and onboarding for new members of your team.</li>
        </ul>
        <p>
          Contracts are sized to your team and the libraries you use. Every contract also funds the open-source work itself: part of it goes to maintaining the
          libraries you depend on.
        </p>
      </section>

      <section aria-labelledby="consultants-title">
        <h2 id="consultants-title">Consultants</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {consultants.map((consultant) => (
            <ConsultantCard key={consultant.id} consultant={consultant} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-title">
        <h2 id="contact-title">Get in touch</h2>
        <p>
          Write with a short description of your team, your stack and what you need, or contact any consultant above directly. You will hear back within two
          working days.
        </p>
        <p>
          <ContactButton email={email} subject="Enterprise support contract">
            Ask about a support contract
          </ContactButton>
        </p>
      </section>
    </ProsePage>
  )
}
