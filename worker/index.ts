import { fillConsentAddressHashes } from './consents/address-hashes'
import { app } from './app'
import { backgroundNow } from './base/clock'
import type { Bindings, NotifyMessage } from './base/env'
import { composeEmail } from './emails'
import { handleNotifyBatch } from './base/notify/consumer'
import { sweepOutbox } from './base/notify/sweep'
import { lapseOffers } from './seats/lapse'
import { releaseUnpaidHolds } from './payments/holds'
import { fillAfterHeadStarts } from './interest/head-start-end'
import { refundEarnedGroupRates } from './payments/group-refunds'
import { writeCohortReminders } from './family/reminders'
import { issueCertificates } from './certificates/sweep'
import { writeFollowUps } from './follow-up/schedule'
import { sweepRetention } from './retention/sweep'
import { withRetryingDatabase } from './base/db/retry-busy'
import { tellGroupRatesReached, tellWaitlistMoves } from './messages/place-sweep'

export default {
  // Every entry point's database tries a call again while SQLite is busy (db/retry-busy.ts).
  fetch: (request: Request, env: Bindings, context: ExecutionContext) =>
    app.fetch(request, withRetryingDatabase(env), context),
  /** The notification queue and its dead-letter queue. */
  queue: (batch, env) => handleNotifyBatch(batch, withRetryingDatabase(env), composeEmail),
  /** The cron sweep (wrangler.toml [triggers]); locally `GET /__scheduled` runs it. */
  scheduled: async (controller, bindings) => {
    const env = withRetryingDatabase(bindings)
    // Under `npm start` a pinned clock (BOOTCAMP_NOW) decides which hours have ended.
    const now = env.LOCAL_DEV === 'true' ? backgroundNow(env) : new Date(controller.scheduledTime)
    // Lapsed offers first: the seats they free are offered again, and their emails swept with the rest.
    await lapseOffers(env, now)
    await releaseUnpaidHolds(env, now)
    // A head start that ended leaves its free seats to the waitlist (worker/interest/).
    await fillAfterHeadStarts(env, now)
    await refundEarnedGroupRates(env, now)
    // After every move of the sweep: the places and groups as they now stand.
    await tellWaitlistMoves(env, now)
    await tellGroupRatesReached(env, now)
    await writeCohortReminders(env, now)
    await issueCertificates(env, now)
    await writeFollowUps(env, now)
    await fillConsentAddressHashes(env)
    await sweepRetention(env, now)
    await sweepOutbox(env, now.getTime())
  },
} satisfies ExportedHandler<Bindings, NotifyMessage>
