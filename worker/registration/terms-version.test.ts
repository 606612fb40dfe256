import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { freshStaffSession, getJson } from '../test/admin-helpers'
import { linkOf } from '../test/family-kit'
import { call, readRows, registerIn, storeCohortOn } from '../test/helpers'

let token = ''
beforeEach(async () => {
  token = await freshStaffSession()
  await storeCohortOn('c1', 5)
})

/** The terms page's version today (content/legal/terms.ts), written out: the test breaks if it is raised unread. */
const IN_EFFECT = '1.0'
const storedVersion = async (id: string) =>
  (await readRows<{ id: string; terms_version: string | null }>('registrations')).find((row) => row.id === id)!
    .terms_version
const setVersion = (id: string, version: string, status?: string) =>
  env.DB.prepare(`UPDATE registrations SET terms_version = ?, status = coalesce(?, status) WHERE id = ?`)
    .bind(version, status ?? null, id)
    .run()

describe('the version of the terms a family agreed to', () => {
  it('is stored with the registration, in either language, and read on the staff record and in the family’s download', async () => {
    const sofia = await registerIn({ cohortId: 'c1' }, 'es')
    expect(await storedVersion(sofia.id)).toBe(IN_EFFECT)
    const record = await getJson<{ termsAgreement: boolean; termsVersion: string }>(
      token,
      `/api/admin/registrations/${sofia.id}`,
    )
    expect([record.termsAgreement, record.termsVersion]).toEqual([true, IN_EFFECT])
    const download = await call(`/family/data.json${(await linkOf(sofia.id)).search}`)
    expect(download.status).toBe(200)
    const { registration } = (await download.json()) as { registration: Record<string, unknown> }
    expect(registration.termsVersion).toBe(IN_EFFECT)
  })

  it('is kept on a live registration sent again (nothing changes), and taken anew when an ended one comes back', async () => {
    const sofia = await registerIn({ cohortId: 'c1' })
    // As if she had registered under an earlier version.
    await setVersion(sofia.id, '0.9')
    await registerIn({ cohortId: 'c1' })
    expect(await storedVersion(sofia.id)).toBe('0.9')
    await setVersion(sofia.id, '0.9', 'cancelled')
    await registerIn({ cohortId: 'c1' })
    expect(await storedVersion(sofia.id)).toBe(IN_EFFECT)
  })
})
