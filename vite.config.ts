import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { serverFnId } from './src/lib/server-fn-id.ts'
import { svelte2tsxDeclarations } from './src/server/snippets/svelte2tsx-files.ts'

/**
 * The chunks of the header's and the docs toolbar's panels (search, libraries, docs menu, copy
 * page), and the doc routes' loaders, which a click that finds them absent waits for.
 */
const panelChunk = /(^|\/)(SearchDialog|LibrariesPanel|DocsDrawer|CopyPageMenuPopup|doc-loaders)-[^/]*\.js$/

export default defineConfig({
  server: { port: 3000 },
  build: {
    // Libraries ship "use client" markers for React Server Components; they mean nothing here.
    // The bundler's report of time spent in plugins fires whenever the machine is busy, which
    // says nothing about the build; `node --cpu-prof` is the way to look into a slow one.
    rolldownOptions: { checks: { moduleLevelDirective: false, bundlerTimings: false } },
    // Mermaid's diagram chunks (elk 1.5 MB, its core 0.6 MB) are the only ones above Vite's 500 kB:
    // they load only on a doc page with a diagram, once it comes into view, never on a first load.
    chunkSizeWarningLimit: 1600,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
  },
  environments: {
    // On the server a dynamic import only puts off running a module (render-child.ts takes the
    // render service so, which imports it back; legacy-links.ts is lazy for the browser's sake):
    // nothing is downloaded, so that it does not make a chunk of its own is no loss.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
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
  plugins: [
    tailwindcss(),
    tanstackStart({ serverFns: { generateFunctionId: serverFnId } }),
    nitro({
      preset: 'node',
      // The build's closing hint: this project serves its build with its own script (the heap bound, signals).
      framework: { previewCommand: 'npm run serve' },
      hooks: {
        // Nitro groups each dependency into a chunk named by a function; a label keeps the bundler
        // from warning that its timing report cannot name the group.
        // svelte2tsx's declaration files, which the component checker reads beside its package
        // (src/server/snippets/component-code.ts): nothing imports them, so nothing traces them.
        // Its ES module is traced, not the CommonJS `main` Node would load: `main` names it.
        compiled: (nitro) => {
          const from = path.dirname(createRequire(import.meta.url).resolve('svelte2tsx/package.json'))
          const to = path.join(nitro.options.output.serverDir, 'node_modules', 'svelte2tsx')
          for (const file of svelte2tsxDeclarations) copyFileSync(path.join(from, file), path.join(to, file))
          const manifest = JSON.parse(readFileSync(path.join(to, 'package.json'), 'utf8')) as { main?: string; module?: string }
          writeFileSync(path.join(to, 'package.json'), JSON.stringify({ ...manifest, main: manifest.module }, null, 2))
        },
        'rollup:before': (_nitro, config) => {
          const output = (config as { output?: { codeSplitting?: { groups?: { name?: unknown; debugName?: string }[] } } }).output
          for (const group of output?.codeSplitting?.groups ?? []) if (typeof group.name === 'function') group.debugName ??= 'dependencies'
        },
      },
      // Nitro's Node server, started with the heap bounded (MEMORY_LIMIT_MB; src/server/memory-limit.ts).
      entry: fileURLToPath(new URL('./src/server/nitro/entry.ts', import.meta.url)),
      compressPublicAssets: { gzip: true, brotli: true },
      // The background code check's compiler runs from its own package: it finds its `lib` files
      // beside itself, which a bundled copy would not have (docs/features/checked-code.md). So do
      // the component files' translators: svelte2tsx reads its declaration files beside itself,
      // and @vue/compiler-sfc requires template engines it never uses here.
      traceDeps: ['typescript*', 'svelte2tsx', 'svelte', '@vue/compiler-sfc'],
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
    }),
    viteReact(),
  ],
})
