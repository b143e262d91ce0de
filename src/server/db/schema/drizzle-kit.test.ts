import { is } from 'drizzle-orm'
import { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import * as schema from './drizzle-kit'
import { sqliteKit } from './kit'
import { declareTables } from './tables'

describe('the schema drizzle-kit reads', () => {
  it('exports every declared table, so that each has a migration', () => {
    expect(Object.keys(schema).sort()).toEqual(Object.keys(declareTables(sqliteKit)).sort())
    for (const table of Object.values(schema)) expect(is(table, SQLiteTable)).toBe(true)
  })
})
