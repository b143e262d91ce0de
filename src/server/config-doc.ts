/**
 * docs/configuration.md, written from the configuration schema: its descriptions, the values
 * each variable accepts (its JSON Schema) and the value the server uses when it is unset.
 * `npm run docs:config` writes the page; config-doc.test.ts fails when the page has drifted.
 */
import { z } from 'zod'
import { configSchema, parseConfigForTest } from './config'

/** Read by the server runtime (nitro's Node.js server) before the application starts, so not in the schema. */
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

export function configurationMarkdown(): string {
  const properties = (z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as { properties: Record<string, PropertySchema> }).properties
  const defaults = parseConfigForTest({}) as Record<string, unknown>
  const missing = Object.entries(properties)
    .filter(([, property]) => !property.description)
    .map(([name]) => name)
  if (missing.length > 0) throw new Error(`Configuration variables without a description: ${missing.join(', ')}`)
  const rows = [
    ...RUNTIME_VARIABLES,
    ...Object.entries(properties).map(([name, property]) => ({
      name,
      accepts: acceptedValues(property),
      default: shownDefault(defaults[name]),
      description: property.description!,
    })),
  ]
  return [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from src/server/config.ts; edit the descriptions there. -->',
    '',
    'The server reads every variable once, from its environment, and validates it',
    '(`src/server/config.ts`). A wrong value stops the server at start with a message naming the',
    'variable. Flags take `1`, `true` or `yes` for on and `0`, `false`, `no` or nothing for off.',
    '',
    '| variable | accepts | default | meaning |',
    '|---|---|---|---|',
    ...rows.map((row) => `| \`${row.name}\` | ${cell(row.accepts)} | ${cell(row.default)} | ${cell(row.description)} |`),
    '',
    'The variables of the test and benchmark runs are in [testing.md](testing.md).',
    '',
  ].join('\n')
}
