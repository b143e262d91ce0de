import { Link } from '@tanstack/react-router'
import { ProsePage } from './ProsePage'

export function SupportPage() {
  return (
    <ProsePage title="Help and support" lead="Where to ask, where to report, and how to get help fast.">
      <section>
        <h2>Questions</h2>
        <p>
          Search the docs first (press <kbd>Ctrl</kbd> + <kbd>K</kbd>): most questions are answered in a guide. If not, ask in the GitHub Discussions of the
          library you use. Include the library version, your framework and a minimal example; a link to a sandbox gets the fastest answers.
        </p>
      </section>
      <section>
        <h2>Bugs</h2>
        <p>
          Open an issue in the library&apos;s repository with steps to reproduce. Issues with a runnable reproduction are looked at first. Security problems are
          reported privately through the repository&apos;s security advisory form, never in a public issue.
        </p>
      </section>
      <section>
        <h2>Mistakes in the docs</h2>
        <p>Every doc page has an &ldquo;Edit on GitHub&rdquo; link. Small fixes are welcome as pull requests without an issue first.</p>
      </section>
      <section>
        <h2>Paid help</h2>
        <p>
          Teams that need guaranteed response times, architecture reviews or migrations can contract the maintainers directly: see{' '}
          <Link to="/dedicated-support">dedicated support</Link>.
        </p>
      </section>
    </ProsePage>
  )
}
