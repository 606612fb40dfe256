import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../base/db/client'
import { composeEmail } from '../emails'
import { asJob } from '../test/emails'
import { readRows, registerIn } from '../test/helpers'
import { seatedParticipant } from '../assessment/test-helpers'
import { storeCertificate, takeFinalAssessment } from '../certificates/test-helpers'
import { writeFollowUps } from './schedule'

const DAY_7 = new Date('2100-04-03T16:00:00.000Z')

/** The family page's link in the day-7 follow-up of `registrationId`: its label, before the address. */
async function pageLinkLabel(registrationId: string) {
  const row = (await readRows('outbox')).find(
    (job) => job.kind === 'follow-up-day-7' && job.record_id === registrationId,
  )!
  const email = await composeEmail(openDatabase(env.DB), env, asJob(row))
  if ('cancelled' in email) throw new Error(email.cancelled)
  return /\n([^\n]+): http:\/\/127\.0\.0\.1:8787\/family\?token=/.exec(email.text)![1]
}

describe('the follow-up’s link to the family page', () => {
  it('names only what waits there: the report once the last assessment is done, a certificate once earned and while not revoked', async () => {
    const amara = await seatedParticipant('complete')
    const lucia = await registerIn({ cohortId: 'c1', firstName: 'Lucía', email: 'lucia.parent@example.org' }, 'es')
    await writeFollowUps(env, DAY_7)
    // Neither yet: the page's own name, as in every other email.
    expect(await pageLinkLabel(amara.id)).toBe('Your registration page (status, payment, consent, changes)')
    expect(await pageLinkLabel(lucia.id)).toBe('Tu página de inscripción (estado, pago, consentimiento, cambios)')

    await takeFinalAssessment(lucia.id)
    expect(await pageLinkLabel(lucia.id)).toBe('Ver el informe de liderazgo')
    await storeCertificate(lucia.id, 'VB-LUCIA')
    expect(await pageLinkLabel(lucia.id)).toBe('Ver el informe de liderazgo y el certificado')
    await env.DB.prepare("UPDATE certificates SET revoked_at = '2100-04-02' WHERE code = 'VB-LUCIA'").run()
    expect(await pageLinkLabel(lucia.id)).toBe('Ver el informe de liderazgo')

    // A certificate without the last assessment (attendance earns it; the assessment may be skipped).
    await storeCertificate(amara.id, 'VB-AMARA')
    expect(await pageLinkLabel(amara.id)).toBe('See the certificate')
  })
})
