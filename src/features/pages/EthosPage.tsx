import { useSiteName } from '~/features/layout/useSiteName'
import { ProsePage } from './ProsePage'

export function EthosPage() {
  const site = useSiteName()
  return (
    <ProsePage title="Ethos" lead={`Why ${site} builds the way it does, and what we promise the people who depend on it.`}>
      <section>
        <h2>Built for the open web</h2>
        <p>
          The libraries run wherever JavaScript runs and do not tie you to a host, a cloud or a vendor. Their logic is separate from any one UI framework, so
          the knowledge you build carries over when your stack changes.
        </p>
      </section>
      <section>
        <h2>Headless and type-safe</h2>
        <p>
          We ship behaviour, not markup: you keep control of every element and style. Types are part of the design, not an afterthought, so mistakes surface in
          the editor instead of in production.
        </p>
      </section>
      <section>
        <h2>Independent and sustainable</h2>
        <p>
          The work is funded by sponsors, partners and support contracts, not by selling user data. That keeps the maintainers answerable to the developers who
          use the code, and lets them say no to features that would make it worse.
        </p>
      </section>
      <section>
        <h2>Honest documentation</h2>
        <p>
          Docs are read from the same repositories as the code, for each version, so what you read matches what you installed. Search is built from those same
          pages and never points at one that does not exist.
        </p>
      </section>
    </ProsePage>
  )
}
