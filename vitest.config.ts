import { fileURLToPath } from 'node:url'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        plugins: [viteReact()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/corpus/**/*.test.ts', 'tests/load/**/*.test.ts'],
          // Two files at a time even on a 2-core machine (Vitest's default there is one): many of
          // these tests wait on git and child processes, and the corpus files are long.
          maxWorkers: 2,
          testTimeout: 20_000,
          environment: 'node',
          // Database tests run on SQLite and on a throw-away Postgres server (skipped, with a notice, without PostgreSQL).
          globalSetup: ['tests/support/postgres-setup.ts'],
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/support/server-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One file at a time: several files measure timing and budgets, and the background code
          // check and the real-docs crawl need the machine's cores; two at a time failed them.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/server-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
