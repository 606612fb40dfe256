import { app } from './app'
import { backgroundNow } from './clock'
import type { Bindings, NotifyMessage } from './env'
import { handleNotifyBatch } from './notify/consumer'
import { sweepOutbox } from './notify/sweep'

export default {
  fetch: app.fetch,
  /** The notification queue and its dead-letter queue. */
  queue: (batch, env) => handleNotifyBatch(batch, env),
  /** The cron sweep (wrangler.toml [triggers]); locally `GET /__scheduled` runs it. */
  scheduled: async (controller, env) => {
    // Under `npm start` a pinned clock (BOOTCAMP_NOW) decides which hours have ended.
    await sweepOutbox(env, env.LOCAL_DEV === 'true' ? backgroundNow(env).getTime() : controller.scheduledTime)
  },
} satisfies ExportedHandler<Bindings, NotifyMessage>
