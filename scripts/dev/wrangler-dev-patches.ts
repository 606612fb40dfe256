/**
 * Two changes to `wrangler dev`'s own proxy workers, applied to node_modules before a stack starts.
 * Each replaces one exact text: a wrangler whose files read otherwise stops the stack with this
 * file's name, so an upgrade is checked (is the fix upstream now?) rather than silently unpatched.
 *
 * `wrangler dev` answers on its port with a proxy worker that forwards each request to our
 * worker's own server, and an inspector proxy that relays the runtime's devtools messages.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const MARK = '/* patched by scripts/dev/wrangler-dev-patches.ts */'

interface Patch {
  file: string
  original: string
  patched: string
}

const PATCHES: Patch[] = [
  /**
   * A request sent again once, on a fresh connection, after a dropped keep-alive connection.
   * The proxy reaches our worker over pooled keep-alive connections, and both ends drop an idle one
   * after 5 s (kj's defaults), so a request written to a connection just as the other end closes it
   * fails with "Network connection lost" though our worker never saw it (cloudflare/workers-sdk
   * #14641). wrangler 4.86 then takes the failure for a restart of our worker, because it compares
   * the request's whole URL with the worker's origin: a POST is answered 503 "Your worker restarted
   * mid-request", and a GET waits for a restart that never comes, so its page never loads. On the
   * 2-core CI machine about one request in each run of the 445 browser tests met it; a request
   * every 4.96–5.04 s met it in 2 of 30 POSTs. Sent again only while our worker's origin is
   * unchanged, so a real reload keeps wrangler's own handling. Newer wrangler releases retry
   * bodyless requests themselves; this covers a POST too, which the race never delivered.
   */
  {
    file: 'ProxyWorker.js',
    original: `      void fetch(userWorkerUrl, new Request(request, { headers })).then(async (res) => {`,
    patched: `      ${MARK}
      const forwarded = new Request(request, { headers });
      const spare = forwarded.clone();
      void fetch(userWorkerUrl, forwarded).catch((error) => {
        const current = this.proxyData && urlFromParts(this.proxyData.userWorkerUrl);
        if (current?.origin !== userWorkerUrl.origin) throw error;
        console.warn(\`ProxyWorker: \${request.method} \${new URL(request.url).pathname} sent again after a dropped connection (\${error.message})\`);
        return fetch(userWorkerUrl, spare);
      }).then(async (res) => {`,
  },
  /**
   * No debug log line per network event of our worker. The inspector proxy sends every devtools
   * message of the runtime to wrangler's Node process as an HTTP request, which formats it and
   * appends it to a log file under ~/.config/.wrangler/logs, whatever --log-level says. With the
   * Network domain on, each of our worker's subrequests (every asset it serves) makes four to ten
   * of them: the main stack's log reached 34 MB in one CI run, and serving `/es` 300 times cost
   * wrangler's Node process more CPU (3.9 s) than our worker itself (2.5 s). DevTools still
   * receives the events over its own socket; only the log file goes without them.
   */
  {
    file: 'InspectorProxyWorker.js',
    original: `    this.sendDebugLog("RUNTIME INCOMING MESSAGE", msg);`,
    patched: `    ${MARK}
    if (!msg.method?.startsWith("Network.")) this.sendDebugLog("RUNTIME INCOMING MESSAGE", msg);`,
  },
]

/** Applies each patch once; a second call finds the mark and changes nothing. */
export function patchWranglerDev(): void {
  for (const { file, original, patched } of PATCHES) {
    const path = fileURLToPath(new URL(`../../node_modules/wrangler/wrangler-dist/${file}`, import.meta.url))
    const source = readFileSync(path, 'utf8')
    if (source.includes(MARK)) continue
    if (source.split(original).length !== 2) {
      throw new Error(
        `${path} no longer reads as wrangler 4.86's: see whether this wrangler still needs scripts/dev/wrangler-dev-patches.ts, then update or remove it.`,
      )
    }
    // Written aside and renamed: stacks starting side by side never read half a file.
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(
      temporary,
      source.replace(original, () => patched),
    )
    renameSync(temporary, path)
  }
}
