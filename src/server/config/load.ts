import { z } from 'zod'
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS } from '../supervisor-settings'
import { configDomain, flag, numberWithin, wholeNumber } from './values'

export const loadDomain = configDomain(
  'Connections, load and admission',
  'Proxies, connections, time limits, request bodies and fair turns for expensive work.',
  {
    /**
     * How many proxies in front of the site append to X-Forwarded-For: off (0), `1`/`true` (one),
     * or a count. The client is the entry that many places from the right.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v === undefined || ['', '0', 'false', 'no'].includes(v) ? '0' : ['true', 'yes'].includes(v) ? '1' : v))
      .pipe(z.string().regex(/^\d+$/, 'off, 1 or a number of proxies').transform(Number).pipe(z.number().int().min(0).max(10)))
      .describe(
        '`0` (off): no proxy; `1` (or `true`): one proxy in front of the site; a number: that many proxies. The client address is then the `X-Forwarded-For` entry that many places from the right (the one the outermost trusted proxy appended), and the scheme comes from `X-Forwarded-Proto` (for HSTS). Only behind proxies that append to the header',
      ),
    COMPRESSION: flag.describe("`1` gzips text answers (Hono's compress middleware), for a site served with no CDN or proxy in front to compress"),
    HEADERS_TIMEOUT_SECONDS: numberWithin(1, 300, 10).describe(
      "time a connection has to send a request's headers (from its opening, or from the previous answer); past it 408 and the connection closes",
    ),
    BODY_TIMEOUT_SECONDS: numberWithin(1, 600, 15).describe(
      'time a request has to send its whole body once its headers are in (the site accepts bodies of at most 64 KiB); past it 408 and the connection closes',
    ),
    MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(0, 1_000_000, 64).describe(
      "connections one client address (an IPv6 one by its /64) may hold open at once; more are closed as they open. Counted only without `TRUST_PROXY` (behind a proxy every connection comes from it: set the proxy's own limit); `0` counts none",
    ),
    MAX_CONNECTIONS: wholeNumber(16, 1_000_000, 2048).describe(
      "connections all clients together may hold open at once; past it the server closes a new one as it accepts it, before reading anything (a flood of connections from many addresses stalled the event loop and filled the listen backlog). A little before it, each new connection closes the one that has waited longest without sending a request, so a flood of idle connections cannot keep readers out. Each open connection costs the server about 10 KB and a file handle: keep it under the process's open-file limit (`ulimit -n`)",
    ),
    WORK_MAX_WAIT_MS: wholeNumber(100, 60_000, 2000).describe(
      'expensive work (searches, MCP tools, llms files, social cards, doc pages and compare views rendered on a cold cache) takes fair turns across clients (a client is an address, an IPv6 one counted by its /64); a piece is refused with 429 and `Retry-After` only when it would wait longer than this for its turn, which reaches the client with the most work queued first. See `docs/architecture.md`, "Fair turns"',
    ),
    SHUTDOWN_TIMEOUT_SECONDS: numberWithin(1, 60, DEFAULT_SHUTDOWN_TIMEOUT_SECONDS).describe(
      'after SIGTERM or SIGINT the server exits within this time: new connections are refused and live streams end at once, requests in flight get to finish, the feedback, reads and missed URLs they left in memory are written, then `git` readers, the database and timers are closed',
    ),
    OG_MAX_CONCURRENT: wholeNumber(1, 64, 2).describe('social cards drawn at once'),
    OG_MAX_QUEUED: wholeNumber(0, 10_000, 8).describe(
      'new social cards waiting to be drawn; past it 429 with `Retry-After: 5` (cards already drawn are always served)',
    ),
    MCP_REQUESTS_PER_MINUTE: wholeNumber(1, 100_000, 60).describe(
      'requests one client address may make per minute to the MCP server at `/api/mcp`; past it 429 with `Retry-After`',
    ),
  },
)
