import { eq } from 'drizzle-orm'
import { RETENTION_MONTHS_DEFAULT } from '../../contract/constants'
import { LEGAL_HOLD_KEY, legalHoldYearsOf } from '../../contract/retention'
import { consoleSettings } from '../base/db/schema'
import type { Database } from '../base/env'

const RETENTION_KEY = 'retention_months'

/** How many months participants' data and messages are kept (the console's setting; 12 until staff change it). */
export async function retentionMonths(db: Database): Promise<number> {
  const row = await db.select().from(consoleSettings).where(eq(consoleSettings.key, RETENTION_KEY)).get()
  const months = Number(row?.value)
  return Number.isInteger(months) && months > 0 ? months : RETENTION_MONTHS_DEFAULT
}

/** The setting's write, for the caller's batch beside its audit entry. */
export const setRetentionMonths = (db: Database, months: number, username: string, at: string) =>
  db
    .insert(consoleSettings)
    .values({ key: RETENTION_KEY, value: String(months), updatedBy: username, updatedAt: at })
    .onConflictDoUpdate({
      target: consoleSettings.key,
      set: { value: String(months), updatedBy: username, updatedAt: at },
    })

/** How many years after the 18th birthday held records are kept (the director's setting; 3 until changed). */
export async function legalHoldYears(db: Database): Promise<number> {
  const row = await db.select().from(consoleSettings).where(eq(consoleSettings.key, LEGAL_HOLD_KEY)).get()
  return legalHoldYearsOf(row?.value)
}

/** The legal hold's write, for the caller's batch beside its audit entry. */
export const setLegalHoldYears = (db: Database, years: number, username: string, at: string) =>
  db
    .insert(consoleSettings)
    .values({ key: LEGAL_HOLD_KEY, value: String(years), updatedBy: username, updatedAt: at })
    .onConflictDoUpdate({
      target: consoleSettings.key,
      set: { value: String(years), updatedBy: username, updatedAt: at },
    })
