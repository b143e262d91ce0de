import { ProsePage } from './ProsePage'

export function PrivacyPage() {
  return (
    <ProsePage title="Privacy Policy" lead="What this site stores about you, why, and how to ask us to remove it.">
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            A <code>theme</code> cookie that remembers whether you chose the light, dark or automatic colour theme. It holds only that word.
          </li>
          <li>Server logs with the requested address, time and status, kept for up to 30 days to find faults and abuse.</li>
          <li>Search queries and the results you open, without any account or address attached, to learn which pages people cannot find.</li>
          <li>If you sign in as a maintainer: your account name and a session cookie, until you sign out or it expires.</li>
        </ul>
      </section>
      <section>
        <h2>Analytics and advertising</h2>
        <p>
          When the operators enable a tag manager or an ad network, those services may set their own cookies under their own policies. They are loaded after the
          page is usable and never needed to read the docs; an ad blocker leaves the site fully working.
        </p>
      </section>
      <section>
        <h2>What we do not do</h2>
        <p>We do not sell data, build advertising profiles, or share logs beyond the hosting needed to serve the site.</p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can clear the theme cookie at any time in your browser. To have any other data about you removed, open an issue or email the maintainers listed on
          the support page; we answer within 30 days.
        </p>
      </section>
    </ProsePage>
  )
}
