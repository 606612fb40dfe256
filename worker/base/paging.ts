import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { PAGE_SIZE, type Page } from '../../contract/admin'
import { ApiError } from './errors'

/** The columns every list shares: newest first by (created_at, id), a partner, a date. */
export interface ListColumns {
  id: SQLiteColumn
  createdAt: SQLiteColumn
  source: SQLiteColumn
}

interface CommonFilter {
  q?: string
  partner?: string
  from?: string
  to?: string
}

/** `%`, `_` and `\` typed into the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Free text found in any of `columns` (case-insensitive for Latin letters, as SQLite's LIKE is). */
export function searchCondition(q: string | undefined, columns: (SQLiteColumn | SQL)[]): SQL | undefined {
  const text = q?.trim()
  if (!text) return undefined
  const pattern = likePattern(text)
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`))
}

/** Partner and date range; `partner=none` is the worker's own page (no source). */
export function commonConditions(columns: ListColumns, filter: CommonFilter): (SQL | undefined)[] {
  return [
    filter.partner
      ? filter.partner === 'none'
        ? sql`${columns.source} IS NULL`
        : eq(columns.source, filter.partner)
      : undefined,
    filter.from ? gte(columns.createdAt, filter.from) : undefined,
    filter.to ? lt(columns.createdAt, filter.to) : undefined,
  ]
}

const encodeCursor = (createdAt: string, id: string) => btoa(JSON.stringify([createdAt, id])).replace(/=+$/, '')

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(atob(cursor))
    const [createdAt, id]: unknown[] = Array.isArray(value) && value.length === 2 ? value : []
    if (typeof createdAt === 'string' && typeof id === 'string') return [createdAt, id]
  } catch {
    // Falls through to the refusal below.
  }
  throw new ApiError(400, 'invalid', [{ path: 'cursor', message: 'Invalid cursor' }])
}

/**
 * Keyset paging: rows strictly after the cursor's (created_at, id) in newest-first order. The
 * (created_at, id) index serves it, so page 2,000 costs what page 1 does (OFFSET would not).
 */
export function cursorCondition(
  columns: Pick<ListColumns, 'id' | 'createdAt'>,
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined
  const [createdAt, id] = decodeCursor(cursor)
  return sql`(${columns.createdAt}, ${columns.id}) < (${createdAt}, ${id})`
}

export const whereAll = (conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean))

/** Cuts the one extra row fetched to learn whether another page exists. */
export function toPage<T extends { createdAt: string; id: string }, R>(
  rows: T[],
  limit: number,
  present: (row: T) => R,
): Page<R> {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return {
    items: items.map(present),
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}

export const pageSize = (limit: number | undefined) => limit ?? PAGE_SIZE
