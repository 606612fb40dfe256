import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FamilyEmailState, IncidentDetail, IncidentRow } from '../../contract/incidents'
import { incidentCorrections, incidents, registrations } from '../base/db/schema'
import type { Database } from '../base/env'

/** Where the family's email about an incident stands, from its outbox job (null: none was written). */
const familyEmail = sql<
  string | null
>`(SELECT status FROM outbox WHERE kind = 'incident-report' AND record_id = ${incidents.id} ORDER BY created_at LIMIT 1)`

function emailState(status: string | null): FamilyEmailState | null {
  if (status === null) return null
  if (status === 'sent') return 'sent'
  return status === 'failed' || status === 'cancelled' ? 'failed' : 'pending'
}

const rowColumns = {
  id: incidents.id,
  registrationId: incidents.registrationId,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  kind: incidents.kind,
  occurredAt: incidents.occurredAt,
  place: incidents.place,
  familyTold: incidents.familyTold,
  familyToldAt: incidents.familyToldAt,
  familyEmail,
  corrections: sql<number>`(SELECT count(*) FROM incident_corrections WHERE incident_id = ${incidents.id})`,
  recordedBy: incidents.recordedBy,
}

/** A cohort's incidents, newest first, without what happened (each is opened on its own, audited). */
export async function cohortIncidents(db: Database, cohortId: string): Promise<IncidentRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(incidents)
    .innerJoin(registrations, eq(registrations.id, incidents.registrationId))
    .where(eq(incidents.cohortId, cohortId))
    .orderBy(desc(incidents.occurredAt), desc(incidents.recordedAt))
  return rows.map((row) => ({ ...row, familyEmail: emailState(row.familyEmail) }))
}

/** One incident as saved, with its corrections oldest first; null when there is none (or its registration is gone). */
export async function incidentDetail(db: Database, id: string): Promise<IncidentDetail | null> {
  const row = await db
    .select({
      ...rowColumns,
      cohortId: incidents.cohortId,
      whatHappened: incidents.whatHappened,
      actionTaken: incidents.actionTaken,
      othersInvolved: incidents.othersInvolved,
      toldWho: incidents.toldWho,
      recordedAt: incidents.recordedAt,
    })
    .from(incidents)
    .innerJoin(registrations, eq(registrations.id, incidents.registrationId))
    .where(eq(incidents.id, id))
    .get()
  if (!row) return null
  const correctionList = await db
    .select({
      id: incidentCorrections.id,
      body: incidentCorrections.body,
      writtenBy: incidentCorrections.writtenBy,
      createdAt: incidentCorrections.createdAt,
    })
    .from(incidentCorrections)
    .where(eq(incidentCorrections.incidentId, id))
    .orderBy(asc(incidentCorrections.createdAt))
  return { ...row, familyEmail: emailState(row.familyEmail), correctionList }
}
