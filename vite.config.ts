import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { serverFnId } from './src/lib/server-fn-id'

/** The chunks of the header's and the docs toolbar's panels (search, libraries, docs menu, copy page). */
const panelChunk = /(^|\/)(SearchDialog|LibrariesPanel|DocsDrawer|CopyPageMenuPopup)-[^/]*\.js$/

export default defineConfig({
  server: { port: 3000 },
  build: {
    // Libraries ship "use client" markers for React Server Components; they mean nothing here.
    rolldownOptions: { checks: { moduleLevelDirective: false } },
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
  },
  environments: {
    client: {
      build: {
        // A chunk loaded later fetches its own imports when it runs, a round trip after it came,
        // rather than from a list of every chunk's imports in the first chunk (50 file names,
        // 1.2 KB gzipped of every first load). Route chunks come on the reader's intent (the
        // router preloads on hover and touch), so their imports come during it; the panels a
        // first tap opens keep their imports listed, to open in one round trip.
        modulePreload: { resolveDependencies: (file, deps) => (panelChunk.test(file) ? deps : []) },
        // The libraries every page's first load needs (React, the router, the serializer) travel as
        // one chunk: split per module they cost a first visit 26 extra requests for 8 KB more bytes.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules/, tags: ['$initial'] }],
            },
          },
        },
      },
    },
  },
  // The social-card renderer's native binding is server-only; the browser dependency scan must not bundle it.
  optimizeDeps: { exclude: ['@resvg/resvg-js'] },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [tailwindcss(), tanstackStart({ serverFns: { generateFunctionId: serverFnId } }), nitro({
      preset: 'node',
      // Nitro's Node server, started with the heap bounded (MEMORY_LIMIT_MB; src/server/memory-limit.ts).
      entry: fileURLToPath(new URL('./src/server/nitro/entry.ts', import.meta.url)),
      compressPublicAssets: { gzip: true, brotli: true },
      // The background code check's compiler runs from its own package: it finds its `lib` files
      // beside itself, which a bundled copy would not have (docs/features/checked-code.md).
      traceDeps: ['typescript*'],
      // Static files are served before the app's own handler, which sets the security headers
      // on everything else; these are the headers of an answer that is not a page (a file opened
      // on its own runs nothing, and nothing frames it). Only their paths: a header rule
      // re-wraps the response, which slows every page.
      routeRules: Object.fromEntries(
        ['/assets/**', '/images/**', '/favicon.svg'].map((path) => [
          path,
          {
            headers: {
              'x-content-type-options': 'nosniff',
              'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
              'x-frame-options': 'DENY',
              'referrer-policy': 'strict-origin-when-cross-origin',
            },
          },
        ]),
      ),
      plugins: ['src/server/nitro/connections.ts', 'src/server/nitro/warm-up.ts', 'src/server/nitro/shutdown.ts', 'src/server/nitro/memory-reducer.ts'],
    }), viteReact()],
})
