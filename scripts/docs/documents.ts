import { apiTables } from './api-table'
import { fillBlocks } from './blocks'
import { emailKindsTable } from './email-kinds'
import { eventsTable } from './events-table'
import { retentionTables } from './retention-table'
import { rolesTable } from './roles-table'

/** The generated blocks of each document under docs/, by the document's path from the root. */
export const GENERATED = {
  'docs/api.md': apiTables,
  'docs/operating.md': () => ({ roles: rolesTable(), 'email-kinds': emailKindsTable(), events: eventsTable() }),
  'docs/privacy.md': retentionTables,
} as const

export type GeneratedDocument = keyof typeof GENERATED

/** A document's text with its generated blocks written anew from the code. */
export const documentText = (path: GeneratedDocument, current: string) => fillBlocks(path, current, GENERATED[path]())
