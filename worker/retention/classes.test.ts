import { is } from 'drizzle-orm'
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { LEGAL_HOLD_TABLES, legalHoldEnd } from '../../contract/retention'
import * as schema from '../base/db/schema'
import { REGISTRATION_TABLES, TABLE_NAMES } from '../base/db/tables'
import { RETENTION_CLASSES } from './classes'

describe('the retention classes', () => {
  it('give every table of the schema a class, so a new table that holds a person has its period on purpose', () => {
    const unclassified = TABLE_NAMES.filter((table) => !(table in RETENTION_CLASSES))
    expect(unclassified, 'add each to RETENTION_CLASSES in worker/retention/classes.ts').toEqual([])
    expect(Object.keys(RETENTION_CLASSES).sort()).toEqual([...TABLE_NAMES].sort())
  })

  it('erase or hold every table of a registration with it, and hold exactly the consents, check-ins and check-outs', () => {
    const ofRegistration = Object.values(schema as Record<string, unknown>)
      .filter((value): value is SQLiteTable => is(value, SQLiteTable))
      .map((table) => getTableConfig(table))
      .filter((table) => table.columns.some((column) => column.name === 'registration_id'))
      .map((table) => table.name)
    // Payments keep their registration's id for the books (naming no one once it is gone).
    expect(ofRegistration.filter((table) => RETENTION_CLASSES[table] !== 'books').sort()).toEqual(
      [...REGISTRATION_TABLES].sort(),
    )
    expect(Object.keys(RETENTION_CLASSES).filter((table) => RETENTION_CLASSES[table] === 'legal-hold')).toEqual([
      ...LEGAL_HOLD_TABLES,
    ])
    expect(LEGAL_HOLD_TABLES).toEqual(['consents', 'attendance', 'check_outs', 'incidents', 'incident_corrections'])
  })

  it('hold from the latest eighteenth birthday the age allows, plus 3 years', () => {
    expect(legalHoldEnd('2026-03-01', 13, 3)).toBe('2035-03-01')
    expect(legalHoldEnd('2026-03-01', 16, 3)).toBe('2032-03-01')
    expect(legalHoldEnd('2026-03-01', 18, 3)).toBe('2030-03-01')
    expect(legalHoldEnd('2026-03-01', 21, 3)).toBe('2027-03-01')
    expect(legalHoldEnd('2026-03-01', 22, 3)).toBe('2026-03-01')
    // A 29 February lands on the 28th of a common year.
    expect(legalHoldEnd('2028-02-29', 17, 3)).toBe('2033-02-28')
    // The director's setting moves it year for year.
    expect(legalHoldEnd('2026-03-01', 16, 1)).toBe('2030-03-01')
    expect(legalHoldEnd('2026-03-01', 16, 10)).toBe('2039-03-01')
  })
})
