/**
 * docs/configuration.md, written from the configuration schema: one section per domain, with
 * each variable's description, the values it accepts (its JSON Schema) and the value the server
 * uses when it is unset.
 * `npm run docs:config` writes the page; doc.test.ts fails when the page has drifted.
 */
import { z } from 'zod'
import { CONFIG_DOMAINS, configSchema, readConfig } from './index'
import { loadDomain } from './load'

/** Read by the server runtime (nitro's Node.js server) before the application starts, so not in the schema; shown with the load domain. */
const RUNTIME_VARIABLES = [
  { name: 'PORT', accepts: 'port number', default: '`3000`', description: 'port the server listens on' },
  { name: 'HOST', accepts: 'address', default: 'all interfaces', description: 'address the server binds to' },
]

type PropertySchema = { type?: string; enum?: string[]; minimum?: number; maximum?: number; format?: string; description?: string }

const FLAG_VALUES = ['0', '1', 'true', 'false', 'yes', 'no', '']

function acceptedValues(property: PropertySchema): string {
  if (property.enum) {
    if (FLAG_VALUES.every((value) => property.enum!.includes(value))) return '`1`, `true`, `yes` or `0`, `false`, `no`'
    return property.enum
      .filter((value) => value !== '')
      .map((value) => `\`${value}\``)
      .join(', ')
  }
  if (property.type === 'integer' || property.type === 'number') {
    const kind = property.type === 'integer' ? 'whole number' : 'number'
    const hasMaximum = property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER
    if (property.minimum !== undefined && hasMaximum) return `${kind}, ${property.minimum}–${property.maximum}`
    if (property.minimum !== undefined) return `${kind}, ${property.minimum} or more`
    return kind
  }
  if (property.format === 'uri') return 'URL'
  if (property.format === 'email') return 'email address'
  return 'text'
}

function shownDefault(value: unknown): string {
  if (value === undefined) return 'unset'
  if (value === true) return 'on'
  if (value === false) return 'off'
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : `\`${value.join(',')}\``
  return `\`${String(value)}\``
}

/** Table cells hold one line, and a `|` would end the cell. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|')
}

type Row = { name: string; accepts: string; default: string; description: string }

function table(rows: Row[]): string[] {
  return [
    '| variable | accepts | default | meaning |',
    '|---|---|---|---|',
    ...rows.map((row) => `| \`${row.name}\` | ${cell(row.accepts)} | ${cell(row.default)} | ${cell(row.description)} |`),
  ]
}

export function configurationMarkdown(): string {
  const properties = (z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, PropertySchema> }).properties
  const defaults = readConfig({}) as Record<string, unknown>
  const missing = Object.entries(properties)
    .filter(([, property]) => !property.description)
    .map(([name]) => name)
  if (missing.length > 0) throw new Error(`Configuration variables without a description: ${missing.join(', ')}`)
  const sections = CONFIG_DOMAINS.flatMap((domain) => {
    const rows: Row[] = Object.keys(domain.variables).map((name) => {
      const property = properties[name]!
      return { name, accepts: acceptedValues(property), default: shownDefault(defaults[name]), description: property.description! }
    })
    return [`## ${domain.title}`, '', domain.summary, '', ...table(domain === loadDomain ? [...RUNTIME_VARIABLES, ...rows] : rows), '']
  })
  return [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from src/server/config/; edit the descriptions there. -->',
    '',
    'The server reads every variable once, from its environment, and validates it against one',
    'schema (`src/server/config/`, one file per domain below). A wrong value stops the server at',
    'start with a message naming the variable. Flags take `1`, `true` or `yes` for on and `0`,',
    '`false`, `no` or nothing for off.',
    '',
    ...sections,
    'The variables of the test and benchmark runs are in [testing.md](testing.md).',
    '',
  ].join('\n')
}
