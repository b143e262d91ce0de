import { useSiteName } from '~/features/layout/useSiteName'
import { ProsePage } from './ProsePage'

export function TermsPage() {
  const site = useSiteName()
  return (
    <ProsePage
      title="Terms of Service"
      lead={`These terms apply when you use this website. The libraries themselves are covered by their own open-source licences.`}
    >
      <section>
        <h2>Using the site</h2>
        <p>
          You may read, link to and quote the documentation for any purpose, including commercial work. Please do not put the site under automated load that
          degrades it for other readers; the docs are also available as Markdown and in each library&apos;s git repository if you need them in bulk.
        </p>
      </section>
      <section>
        <h2>The libraries and their licences</h2>
        <p>
          Every {site} library is published under the licence stated in its repository, usually MIT. Those licences, not these terms, govern how you may use,
          change and distribute the code. Code samples in the documentation may be used under the same licence as the library they document.
        </p>
      </section>
      <section>
        <h2>No warranty</h2>
        <p>
          The site and its content are provided as they are. We work to keep the docs correct for each version, but we cannot promise that every page is free of
          mistakes, and we are not liable for losses that come from relying on it.
        </p>
      </section>
      <section>
        <h2>Sponsorships and paid support</h2>
        <p>
          Sponsorships and dedicated-support contracts are agreed separately, in writing, with the people who deliver them. Those agreements take precedence
          over anything on this page.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update these terms as the site changes. The version published here is the one in force; material changes are announced on the blog.</p>
      </section>
    </ProsePage>
  )
}
