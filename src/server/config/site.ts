import { z } from 'zod'
import { configDomain, flag, folder, oneOf, optionalText } from './values'

export const siteDomain = configDomain(
  'Site, pages and ads',
  "What the site is called and where it lives, the blog, the examples' sandboxes and how ad slots are filled.",
  {
    NODE_ENV: z
      .string()
      .default('production')
      .describe('`development` (set by `npm run dev`) shows the router devtools panel on `/router…` pages; production builds have none'),
    SITE_NAME: z.string().trim().min(1).default('TanStack').describe('the product name: page titles, headings, search index name, feed titles'),
    SITE_URL: z
      .url()
      .optional()
      .describe(
        'the public address of the site, for absolute links; cookies are `Secure` when it is `https:`; unset: `http://localhost:` and the port the server listens on (`PORT`, 3000)',
      ),
    GTM_ID: optionalText.describe('tag-manager container id; the tag manager and its no-script frame load only when set'),
    MERCH_URL: z.url().default('https://cottonbureau.com/people/tanstack').describe('where `/merch` redirects (301)'),
    SUPPORT_CONTACT_EMAIL: z.email().default('support@tanstack.com').describe("where the dedicated-support page's contact buttons write to"),
    EXAMPLE_SANDBOXES: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
      .optional()
      .transform((v) => v === undefined || v === '' || v === '1' || v === 'true' || v === 'yes')
      .describe("`0` hides the example viewer's Sandbox panel and its StackBlitz / CodeSandbox links, for sites that must not send readers to online services"),
    BLOG_DIR: folder('content/blog').describe('folder of the blog posts (`<slug>.md` with YAML front matter)'),
    BLOG_DRAFTS: flag.describe('`1` also lists posts whose front matter says `draft: true` (for previewing)'),
    ADS_PROVIDER: oneOf(['house', 'gpt']).describe(
      "`house`: ad slots show the site's own promos; `gpt`: a Google Publisher Tag ad network fills them, loaded after the page is interactive, with house ads whenever it is blocked, broken or slow",
    ),
    ADS_SCRIPT_URL: z.url().default('https://securepubads.g.doubleclick.net/tag/js/gpt.js').describe("the ad network's script, with `ADS_PROVIDER=gpt`"),
    ADS_UNIT_PREFIX: z
      .string()
      .trim()
      .regex(/^\/[\w./-]+$/, 'an ad unit path such as /1234567/site')
      .optional()
      .describe('ad unit path prefix such as `/1234567/site` (the slot id is appended); required with `ADS_PROVIDER=gpt`'),
  },
)

/** An ad network needs the ad unit path its slot ids are appended to. */
export function checkAds(config: { ADS_PROVIDER: 'house' | 'gpt'; ADS_UNIT_PREFIX?: string }, context: z.RefinementCtx): void {
  if (config.ADS_PROVIDER === 'gpt' && !config.ADS_UNIT_PREFIX) {
    context.addIssue({ code: 'custom', path: ['ADS_UNIT_PREFIX'], message: 'required when ADS_PROVIDER is gpt' })
  }
}
