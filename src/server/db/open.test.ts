import { describe, expect, it } from 'vitest'
import { backendAvailable, backends, freshDatabase } from '../../../tests/support/databases'
import { openDatabase } from './index'
import { migrations } from './migrations'
import { selectRows } from './sql'
import { sql } from 'drizzle-orm'

describe.each(backends)('opening a database on %s', (backend) => {
  it.skipIf(!backendAvailable(backend))('creates the tables when several server processes open an empty database at once', async () => {
    const fresh = await freshDatabase(backend)
    const { url } = fresh
    const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase(url)))
    const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))
    for (const o of opened) if (o.status === 'fulfilled') await o.value.close()
    expect(failures).toEqual([])

    const database = await openDatabase(url)
    try {
      const tables =
        backend === 'sqlite'
          ? await selectRows<{ name: string }>(database, sql`SELECT name FROM sqlite_master WHERE type = 'table'`)
          : await selectRows<{ name: string }>(database, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
      const expected = migrations.filter((m) => m.sql.includes('CREATE TABLE')).map((m) => m.id)
      expect(tables.map((t) => t.name).sort()).toEqual(expected.sort())
    } finally {
      await database.close()
      await fresh.remove()
    }
  })
})
