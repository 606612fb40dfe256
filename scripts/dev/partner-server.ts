/**
 * Serves demo/partner/ (and the test host apps of dist/hosts/ at /hosts/) as a partner school's site on another origin, the way a school's CMS
 * would: plain files, the widget loaded from the worker's origin. `{{WIDGET_ORIGIN}}` in a page
 * becomes the worker's origin. Listens on 127.0.0.1 (an allowed local origin) and 127.0.0.2
 * (same files, an origin the API must refuse), both loopback only.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const ROOT = new URL('../../demo/partner/', import.meta.url).pathname
/** The host apps the browser tests build (scripts/build/build-hosts.ts), at /hosts/. */
const HOSTS = new URL('../../dist/hosts/', import.meta.url).pathname
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
}

export function startPartnerServer(port: number, widgetOrigin: string): Promise<Server[]> {
  const handle = async (...[request, response]: Parameters<NonNullable<Parameters<typeof createServer>[1]>>) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const [root, inside] = path.startsWith('/hosts/') ? [HOSTS, path.slice('/hosts'.length)] : [ROOT, path]
    const file = join(root, inside.endsWith('/') ? `${inside}index.html` : inside)
    try {
      if (!file.startsWith(root)) throw new Error('outside')
      const body = (await readFile(file, 'utf8')).replaceAll('{{WIDGET_ORIGIN}}', widgetOrigin)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
    }
  }
  return Promise.all(
    ['127.0.0.1', '127.0.0.2'].map(
      (host) =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer((request, response) => void handle(request, response))
          server.once('error', reject)
          server.listen(port, host, () => resolve(server))
        }),
    ),
  )
}
