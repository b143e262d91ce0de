import { Link } from '@tanstack/react-router'
import { LibraryLink } from '~/features/library/LibraryLink'
import { libraries } from '~/site/libraries'
import { ProsePage } from './ProsePage'

export function LearnPage() {
  return (
    <ProsePage title="Learn" lead="A path through the libraries, from the first install to production patterns.">
      <section>
        <h2>Start with the guides</h2>
        <p>
          Each library&apos;s docs open with an overview and a quick start that takes a few minutes. Read the overview even if you are in a hurry: it explains
          the model the rest of the docs assume.
        </p>
        <ul>
          {libraries.map((library) => (
            <li key={library.id}>
              <LibraryLink libraryId={library.id}>{library.name}</LibraryLink> — {library.tagline}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Learn from examples</h2>
        <p>
          Every library ships runnable examples. Open them in the example viewer to read the code next to the docs, or launch them in an online sandbox and
          change them.
        </p>
      </section>
      <section>
        <h2>Go deeper</h2>
        <p>
          The blog covers releases and the reasoning behind design decisions; the npm statistics page shows how the ecosystem is moving. For a team course or a
          review of your code base, see <Link to="/dedicated-support">dedicated support</Link>.
        </p>
      </section>
    </ProsePage>
  )
}
