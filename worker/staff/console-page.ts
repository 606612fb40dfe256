import type { Context } from 'hono'
import type { AppEnv } from '../base/env'

/** `/admin` and its screens (`/admin/registrations`..., a cohort's `check-in`, emergency `cards` and `incidents`): one HTML shell; the console routes in the browser. */
export const ADMIN_SCREEN = '/admin/:screen{[a-z-]*}?/:id{[A-Za-z0-9-]*}?/:part{check-in|cards|incidents?}?'

/**
 * The console's HTML shell, built by Vite into dist/site/admin. It holds no data (the API does,
 * behind a session), so it is served to anyone; it is never indexed (frames: same origin only, as every page).
 */
export async function serveConsole(c: Context<AppEnv>) {
  const shell = await c.env.ASSETS.fetch(new URL('/admin/', c.req.url))
  const response = new Response(shell.body, shell)
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  response.headers.set('Cache-Control', 'no-cache')
  return response
}
