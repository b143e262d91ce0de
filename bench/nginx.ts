/**
 * nginx as the real static reference of the benchmarks, as a static host would serve (gzip on the
 * fly, level 1, nginx's default). Runs Debian's nginx as this user with its own prefix folder;
 * `NGINX_PATH` (default /usr/sbin/nginx) points elsewhere. Each start returns undefined when nginx
 * is not installed (`apt-get install nginx`), and the tables say so.
 *
 * - `startNginx`: one HTML file for every path (the server-speed table);
 * - `startStaticCopy`: a page as a static docs site would serve it: its HTML at `/`, the site's
 *   built files (styles, fonts, images) from `.output/public`, anything else (a doc's images)
 *   passed to the site's server (the page-speed table's reference rows);
 * - `startStaticSite`: a built static site's folder, `/a/` answered by `/a/index.html` (the peer
 *   docs sites of bench/peers.ts).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/support/server'

const MIME_TYPES = '/etc/nginx/mime.types'

export type RunningNginx = { url: string; stop: () => void }

export function startNginx(htmlFile: string, folder: string): Promise<RunningNginx | undefined> {
  return runNginx(
    folder,
    `
    root ${path.dirname(htmlFile)};
    location / { default_type text/html; try_files /${path.basename(htmlFile)} =404; }`,
  )
}

export function startStaticCopy(htmlFile: string, publicDir: string, upstream: string, folder: string): Promise<RunningNginx | undefined> {
  return runNginx(
    folder,
    `
    location = / { root ${path.dirname(htmlFile)}; default_type text/html; try_files /${path.basename(htmlFile)} =404; }
    location / { root ${publicDir}; try_files $uri @site; }
    location @site { proxy_pass ${upstream.replace(/\/$/, '')}; }`,
  )
}

export function startStaticSite(siteDir: string, folder: string): Promise<RunningNginx | undefined> {
  return runNginx(
    folder,
    `
    root ${siteDir};
    location / { try_files $uri $uri/index.html $uri.html =404; }`,
  )
}

async function runNginx(folder: string, locations: string): Promise<RunningNginx | undefined> {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
  if (!existsSync(nginx)) return undefined
  const port = await freePort()
  mkdirSync(path.join(folder, 'logs'), { recursive: true })
  const config = path.join(folder, 'nginx.conf')
  writeFileSync(
    config,
    // Started by root, nginx's workers would drop to `nobody`, who cannot read the temporary folder.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : ''}
  access_log off;
  client_body_temp_path ${folder}/body; proxy_temp_path ${folder}/proxy; fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi; scgi_temp_path ${folder}/scgi;
  gzip on; gzip_vary on; gzip_types text/css application/javascript image/svg+xml;
  server {
    listen 127.0.0.1:${port};${locations}
  }
}
`,
  )
  const child = spawn(nginx, ['-p', folder, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    const answered = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) {
      child.kill()
      throw new Error('nginx did not answer within 10 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop: () => child.kill() }
}
