/**
 * The site's MCP server: the tools an editor's assistant uses to read these docs. Each tool is
 * a thin call into the services the pages use (page lists, search engine, examples); answers
 * are text, bounded in size, and a failure is a tool error the assistant can read.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { exampleHref, withoutMarkdownExtension } from '~/lib/docs/address'
import { siteLinkTarget } from '~/lib/docs/site-links'
import { flattenFiles } from '~/lib/examples/tree'
import { getConfig } from '~/server/config'
import { apiChangesOf } from '~/server/changes/api-changes'
import { chargeWork } from '~/server/http/work-scheduler'
import { getDocMarkdown, pageListOf } from '~/server/docs/doc-page'
import { getExampleSource, getExampleTree } from '~/server/examples/example-identity'
import { getSearchEngine } from '~/server/search/index-store'
import type { FilterGroup, PrintedMessage } from '~/server/search/engine'
import type { SearchRecord } from '~/server/search/records'
import { countedWords, SEARCH_LIMITS } from '~/server/search/limits'
import { frameworkLabel } from '~/site/frameworks'
import { libraries } from '~/site/libraries'
import { LATEST, selectableVersions } from '~/site/versions'
import { recordRead } from '~/server/health/service'
import { registerFeedbackTool, type McpContext } from '~/server/health/mcp-feedback'

/** The most text one answer carries; longer pages end with a note saying where the rest is. */
export const MAX_ANSWER_CHARS = 60_000

class ToolError extends Error {}

function text(value: string, more?: string) {
  const bounded =
    value.length > MAX_ANSWER_CHARS
      ? `${value.slice(0, MAX_ANSWER_CHARS)}\n\n[… ${value.length - MAX_ANSWER_CHARS} more characters${more ? `: ${more}` : ''}]`
      : value
  return { content: [{ type: 'text' as const, text: bounded }] }
}

/** Which library, package and API print a message a search was taken for. */
function printedByLine(printed: PrintedMessage): string {
  const library = libraries.find((one) => one.id === printed.library)
  const api = printed.api ? `, from \`${printed.api}\`` : ''
  return `This is a message ${library ? `${getConfig().SITE_NAME} ${library.name}` : printed.library} prints (${printed.packages.length > 1 ? 'packages' : 'package'} ${printed.packages.join(', ')}): "${printed.text}"${api}`
}

/** A section named as a reader sees it: its page's title and, below the page's introduction, its own heading. */
function bestSectionLabel(record: SearchRecord): string {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = record.hierarchy
  const heading = [lvl6, lvl5, lvl4, lvl3, lvl2].find(Boolean)
  return heading ? `"${heading}" in ${lvl1}` : `${lvl1} (introduction)`
}

function absolute(path: string): string {
  return new URL(path, getConfig().SITE_URL).href
}

async function listOf(libraryId: string, version: string) {
  const found = await pageListOf(libraryId, version)
  if (found.kind === 'not-found') throw new ToolError(found.message)
  return found
}

const libraryArg = z.string().min(1).max(40).describe('Library id, e.g. "query" (see list_libraries)')
const versionArg = z.string().min(1).max(40).default(LATEST).describe('"latest" (default) or a version such as "v4"')
const frameworkArg = z.string().min(1).max(40).describe('Framework value, e.g. "react"')

/** Wraps a tool so an expected failure reads as a tool error, not a protocol error. */
function tool<A>(run: (args: A) => Promise<ReturnType<typeof text>>) {
  return async (args: A) => {
    try {
      return await run(args)
    } catch (error) {
      if (error instanceof ToolError) return { ...text(error.message), isError: true }
      throw error
    }
  }
}

export function createMcpServer(context: McpContext = { client: 'unknown', userAgent: null }): McpServer {
  const config = getConfig()
  const server = new McpServer({ name: `${config.SITE_NAME} docs`, version: '1.0.0' })
  registerFeedbackTool(server, context)

  server.registerTool(
    'list_libraries',
    { title: 'List libraries', description: `The ${config.SITE_NAME} libraries: id, name, what each is for, its versions and its docs.` },
    tool(async () => {
      const lines = libraries.map(
        (l) =>
          `- ${l.id}: ${config.SITE_NAME} ${l.name} — ${l.tagline}. Versions: ${selectableVersions(l).join(', ')}. Docs: ${absolute(`/${l.id}/latest/docs`)}`,
      )
      return text(lines.join('\n'))
    }),
  )

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: 'Searches every library’s docs with the site’s own search. Returns the best sections with their URLs.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(512)
          .refine(
            (query) => countedWords(query) <= SEARCH_LIMITS.maxQueryWords,
            `At most ${SEARCH_LIMITS.maxQueryWords} words besides words like "how" and "the", as in the site's search`,
          )
          .describe(
            `What to look for: an API name, a few words, a question as you would ask it, or an error message as printed (at most ${SEARCH_LIMITS.maxQueryWords} words that count)`,
          ),
        library: libraryArg.optional(),
        framework: frameworkArg.optional(),
        version: versionArg,
        limit: z.number().int().min(1).max(20).default(8).describe('How many results (1–20)'),
      },
    },
    tool(async ({ query, library, framework, version, limit }) => {
      recordRead(library ?? '*', 'mcp', context.userAgent)
      const filters: FilterGroup[] = [[{ attribute: 'version', value: version, negate: false }]]
      if (library) filters.push([{ attribute: 'library', value: library, negate: false }])
      if (framework) filters.push([{ attribute: 'framework', value: framework, negate: false }])
      const engine = await getSearchEngine()
      // One hit per page, in the framework asked for (as the site's search dialog shows them).
      // The search takes its turn with other clients' work, as the search API's do.
      const result = await chargeWork(() => engine.search({ query, filters, facets: [], limit, distinct: true, prefer: framework }), { kind: 'search' })
      const printed = result.printedBy ? `${printedByLine(result.printedBy)}\n\n` : ''
      if (!result.hits.length) return text(`${printed}No results for "${query}".`)
      const lines = result.hits.slice(0, limit).map(({ record }, index) => {
        const { lvl1, lvl2, lvl3 } = record.hierarchy
        const where = [record.hierarchy.lvl0, lvl1, lvl2, lvl3].filter(Boolean).join(' › ')
        const frameworks = record.framework.length === 1 ? ` (${frameworkLabel(record.framework[0]!)})` : ''
        return `${index + 1}. ${where}${frameworks}\n   ${absolute(record.url)}\n   ${record.content.slice(0, 240)}`
      })
      // Each hit is its page's best section already; a question is answered by naming it.
      const best = result.hits[0]!.record
      const answer = result.question ? `Best section for this question: ${bestSectionLabel(best)} — ${absolute(best.url)}\n\n` : ''
      return text(`${printed}${answer}${result.nbHits} results for "${query}"; the best ${lines.length}:\n\n${lines.join('\n\n')}\n\nRead a page with get_doc.`)
    }),
  )

  server.registerTool(
    'get_doc',
    {
      title: 'Read a doc page',
      description: 'The Markdown of one doc page, by library, version, framework and page, or by its URL on this site.',
      inputSchema: {
        url: z.string().max(500).optional().describe('A doc URL of this site (absolute or a path); or give library and page'),
        library: libraryArg.optional(),
        version: versionArg,
        framework: frameworkArg.optional(),
        page: z.string().max(300).optional().describe('The page path after /docs/, e.g. "guides/queries"'),
      },
    },
    tool(async (args) => {
      let identity = { libraryId: args.library ?? '', version: args.version, framework: args.framework, page: args.page ?? '' }
      if (args.url) {
        const target = siteLinkTarget(args.url.replace(/^https?:\/\/[^/]+/, ''), '/')
        if (target.kind !== 'doc') throw new ToolError(`${args.url} is not a doc page of this site`)
        identity = { libraryId: target.libraryId, version: target.version, framework: undefined, page: withoutMarkdownExtension(target.page) }
      }
      if (!identity.libraryId || !identity.page) throw new ToolError('Give a url, or a library and a page')
      recordRead(identity.libraryId, 'mcp', context.userAgent)
      const twin = await getDocMarkdown(identity)
      if (!twin) throw new ToolError(`There is no page "${identity.page}" in the ${identity.libraryId} ${identity.version} docs`)
      const url = absolute(twin.canonical)
      return text(`# ${twin.title}\n\nURL: ${url}\n\n${twin.markdown}`, `${url}.md has the whole page`)
    }),
  )

  server.registerTool(
    'list_examples',
    {
      title: 'List examples',
      description: 'The runnable examples of a library at a version, per framework.',
      inputSchema: { library: libraryArg, version: versionArg, framework: frameworkArg.optional() },
    },
    tool(async ({ library, version, framework }) => {
      const { list } = await listOf(library, version)
      const examples = list.examples.filter((e) => !framework || e.framework === framework)
      if (!examples.length) return text(`${library} ${version} has no examples${framework ? ` for ${frameworkLabel(framework)}` : ''}.`)
      return text(examples.map((e) => `- ${e.framework}/${e.name}: ${absolute(exampleHref(library, version, e))}`).join('\n'))
    }),
  )

  server.registerTool(
    'get_example_file',
    {
      title: 'Read an example file',
      description: 'One file of an example as written; without a path, the list of the example’s files.',
      inputSchema: {
        library: libraryArg,
        version: versionArg,
        framework: frameworkArg,
        example: z.string().min(1).max(200).describe('The example name, e.g. "basic" (see list_examples)'),
        path: z.string().max(500).optional().describe('A file path inside the example, e.g. "src/main.tsx"'),
      },
    },
    tool(async ({ library, version, framework, example, path }) => {
      const identity = { libraryId: library, version, framework, name: example }
      if (!path) {
        const tree = await getExampleTree(identity)
        if (!tree) throw new ToolError(`${library} ${version} has no ${framework} example "${example}"`)
        return text(
          flattenFiles(tree.tree)
            .map((node) => `- ${node.path.slice(tree.root.length + 1)}`)
            .join('\n'),
        )
      }
      const file = await getExampleSource({ ...identity, path })
      if (!file) throw new ToolError(`The ${framework} example "${example}" has no file "${path}"`)
      if ('binary' in file) return text(`${file.path} is a binary file of ${file.size} bytes.`)
      if ('tooLarge' in file) return text(`${file.path} has ${file.size} bytes, more than this tool hands out.`)
      return text(`${file.path}\n\n\`\`\`\n${file.text}\n\`\`\``)
    }),
  )

  server.registerTool(
    'list_api_changes',
    {
      title: 'List API changes between majors',
      description:
        'API names of a library renamed, removed and added between an older major and a newer one, derived from both versions’ reference pages and the migration guide. Use it to update code written for an older major.',
      inputSchema: {
        library: libraryArg,
        from: z.string().min(1).max(40).optional().describe('The older major, e.g. "v4" (default: the one before `to`)'),
        to: versionArg.describe('The newer major: "latest" (default) or a version such as "v5"'),
      },
    },
    tool(async ({ library, from, to }) => {
      const answer = await apiChangesOf(library, to, from)
      if (!answer) throw new ToolError(`There are no ${library} ${to} docs`)
      if (answer.kind === 'invalid') throw new ToolError(answer.message)
      const { changes, older, newer } = answer
      const renamed = changes.renamed.map((r) => `- ${r.from} → ${r.to} (${r.evidence.replace(/`/g, '')}; ${absolute(`${answer.newerDocs}/${r.guide}`)})`)
      const removed = changes.removed.map((n) => `- ${n.name} (${absolute(`${answer.olderDocs}/${n.page}`)})`)
      const undocumented = changes.undocumented.map((n) => `- ${n.name} (${absolute(`${answer.olderDocs}/${n.page}`)})`)
      const added = changes.added.map((n) => `- ${n.name} (${absolute(`${answer.newerDocs}/${n.page}`)})`)
      return text(
        [
          `# ${answer.library.name} API changes from ${older.label} to ${newer.label}`,
          '',
          `## Renamed (${renamed.length})`,
          ...(renamed.length ? renamed : ['None stated by the migration guide.']),
          '',
          `## Removed (${removed.length})`,
          ...(removed.length ? removed : ['None.']),
          '',
          `## No longer documented (${undocumented.length})`,
          ...(undocumented.length
            ? ['Not in the newer reference, but still declared by the library (or its sources could not be read):', ...undocumented]
            : ['None.']),
          '',
          `## Added (${added.length})`,
          ...(added.length ? added : ['None.']),
        ].join('\n'),
        absolute(`/api/changes/${answer.library.id}?from=${older.version}&version=${newer.version}`),
      )
    }),
  )

  return server
}
