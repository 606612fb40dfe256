import { app } from './app'
import type { Bindings, NotifyMessage } from './env'
import { handleNotifyBatch } from './notify/consumer'
import { sweepOutbox } from './notify/sweep'

export default {
  fetch: app.fetch,
  /** The notification queue and its dead-letter queue. */
  queue: (batch, env) => handleNotifyBatch(batch, env),
  /** The cron sweep (wrangler.toml [triggers]); locally `GET /__scheduled` runs it. */
  scheduled: async (controller, env) => {
    await sweepOutbox(env, controller.scheduledTime)
  },
} satisfies ExportedHandler<Bindings, NotifyMessage>
