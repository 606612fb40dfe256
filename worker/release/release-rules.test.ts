import { beforeEach, describe, expect, it } from 'vitest'
import { clearTables, countRows, readRows } from '../test/helpers'
import { familyGet, familyPost, familyWithLink } from '../health-records/test-helpers'
import { LISTED } from './test-helpers'

beforeEach(clearTables)

describe('release at the end of the session, on the family page', () => {
  it('stores a guardian’s listed adults and "must not collect" names, shown back in Spanish', async () => {
    const { id, link } = await familyWithLink({ age: 14 }, 'es')
    const saved = await familyPost(link, 'release', LISTED)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toContain('&done=release')
    expect(await readRows('release_rules')).toEqual([
      {
        registration_id: id,
        mode: 'listed',
        adults: JSON.stringify([
          { name: 'Chidi Okafor', relationship: 'tío', phone: '614-555-0150' },
          { name: 'Bola Ade', relationship: 'vecina', phone: '614-555-0151' },
        ]),
        must_not_collect: JSON.stringify(['Tunde Okafor']),
        signed_name: 'Ada Okafor',
        on_own_consent: 0,
        language: 'es',
        updated_at: expect.stringMatching(/^\d{4}-/) as string,
      },
    ])
    const page = await (await familyGet(new URL(`${link.href}&done=release`))).text()
    expect(page).toContain('<h2 id="release-heading">Salida después de cada sesión</h2>')
    expect(page).toContain('<p role="status" class="saved">Reglas de salida guardadas.</p>')
    expect(page).toMatch(
      /<p>Con Ada Okafor o con: Chidi Okafor \(tío\), Bola Ade \(vecina\)\. Indicadas por Ada Okafor el .+\.<\/p>/,
    )
    expect(page).toContain('>Tunde Okafor</textarea>')
  })

  it('refuses a half-filled adult, leaving alone without the guardian’s box, and an allowed name also barred: nothing stored', async () => {
    const { link } = await familyWithLink({ age: 15 })
    const cases: [Record<string, string>, string][] = [
      [
        { ...LISTED, adult2Phone: '' },
        '<span id="release-adult2-name-error" class="error">Fill in the name, relationship and phone, or leave the row empty.</span>',
      ],
      [
        { mode: 'on-own', signedName: 'Ada Okafor' },
        '<span id="release-onOwnConsent-error" class="error">Tick the box to allow leaving on their own, or choose another option.</span>',
      ],
      [
        { ...LISTED, mustNotCollect: 'bola  ADE' },
        '<span id="release-mustNotCollect-error" class="error">A name cannot be both allowed and on the &quot;must not collect&quot; list.</span>',
      ],
      [{ mode: 'guardian', signedName: '' }, 'Type your full name (up to 100 characters).'],
      [{ mode: 'anyone', signedName: 'Ada Okafor' }, 'Choose how they may leave.'],
    ]
    for (const [form, problem] of cases) {
      const refused = await familyPost(link, 'release', form)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(problem)
    }
    expect(await countRows('release_rules')).toBe(0)
    const allowed = await familyPost(link, 'release', { mode: 'on-own', onOwnConsent: 'yes', signedName: 'Ada Okafor' })
    expect(allowed.status).toBe(303)
    expect(await readRows('release_rules')).toMatchObject([{ mode: 'on-own', on_own_consent: 1 }])
  })

  it('from 18 leaves on their own by default, no consent asked; set rules go into the download and are erased with the registration', async () => {
    const { id, link } = await familyWithLink({ age: 19 })
    const page = await (await familyGet(link)).text()
    expect(page).toContain('<p>On their own (the default from 18).</p>')
    expect(page).not.toContain('id="release-onOwnConsent"')
    expect(
      await familyPost(link, 'release', { mode: 'on-own', mustNotCollect: 'Tunde Okafor', signedName: 'Amara Okafor' }),
    ).toHaveProperty('status', 303)
    const download = (await (await familyGet(link, '/data.json')).json()) as { releaseRules: unknown[] }
    expect(download.releaseRules).toEqual([
      expect.objectContaining({ registrationId: id, mustNotCollect: ['Tunde Okafor'] }),
    ])
    expect((await familyPost(link, 'erase', { confirmErase: 'yes' })).status).toBe(200)
    expect(await countRows('release_rules')).toBe(0)
  })
})
