import { LEGAL_HOLD_TABLES, legalHoldEnd } from '../../contract/retention'
import type { Bindings } from '../base/env'

/**
 * The sweep's last step for held records: each reduced row's last day is counted again with
 * today's setting (its registration day and age are stored), so a director's change of the
 * hold's years reaches the holds already kept, not only the next ones. Rows whose last day has
 * passed go with their held records; the others get their new last day. Returns how many ended.
 */
export async function endHolds(env: Bindings, today: string, yearsAfter18: number): Promise<number> {
  const held = await env.DB.prepare(
    'SELECT id, registered_on AS registeredOn, age, held_until AS heldUntil FROM held_registrations',
  ).all<{ id: string; registeredOn: string; age: number; heldUntil: string }>()
  const recounted = held.results.map((row) => ({
    ...row,
    lastDay: legalHoldEnd(row.registeredOn, row.age, yearsAfter18),
  }))
  const ended = JSON.stringify(recounted.filter((row) => row.lastDay < today).map((row) => row.id))
  const moved = recounted.filter((row) => row.lastDay >= today && row.lastDay !== row.heldUntil)
  const ENDED = 'SELECT value FROM json_each(?1)'
  const results = await env.DB.batch([
    ...moved.map((row) =>
      env.DB.prepare('UPDATE held_registrations SET held_until = ?1 WHERE id = ?2').bind(row.lastDay, row.id),
    ),
    ...LEGAL_HOLD_TABLES.map((table) =>
      env.DB.prepare(`DELETE FROM ${table} WHERE registration_id IN (${ENDED})`).bind(ended),
    ),
    env.DB.prepare(`DELETE FROM held_registrations WHERE id IN (${ENDED})`).bind(ended),
  ])
  return results.at(-1)?.meta.changes ?? 0
}
