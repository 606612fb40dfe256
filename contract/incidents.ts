/**
 * An incident or injury at a session, as staff record it on the console: request schemas and
 * answers, shared by the console and the worker. A saved incident is never changed: a correction
 * is a dated note added to it. Times are the bootcamp's wall clock (`YYYY-MM-DDTHH:MM`, New York).
 */
import * as z from 'zod/mini'

export const INCIDENT_KINDS = ['injury', 'illness', 'behaviour', 'other'] as const
export type IncidentKind = (typeof INCIDENT_KINDS)[number]

/** How the family heard of it before the email: by phone, in person, or not reached yet. */
export const FAMILY_TOLD = ['phone', 'in-person', 'not-yet'] as const
export type FamilyTold = (typeof FAMILY_TOLD)[number]

export const INCIDENT_LIMITS = { place: 200, text: 2000, others: 500, toldWho: 300 } as const

/** A wall-clock time in New York, as a `datetime-local` field gives it. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

const text = (max: number, empty: string) => z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max))
const phoneMadeId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Send the id the console made.'))
const wallClock = (message: string) => z.string().check(z.regex(WALL_CLOCK, message))

/** `POST /api/admin/cohorts/:id/incidents`: one incident, with the id the phone made (a retry stores it once). */
export const incidentSchema = z.strictObject({
  id: phoneMadeId,
  registrationId: z.string().check(z.minLength(1, 'Choose the participant.'), z.maxLength(64)),
  kind: z.enum(INCIDENT_KINDS, 'Choose what kind of incident it was.'),
  occurredAt: wallClock('Say when it happened, like 2027-03-06T10:40.'),
  place: text(INCIDENT_LIMITS.place, 'Say where it happened.'),
  whatHappened: text(INCIDENT_LIMITS.text, 'Say what happened.'),
  actionTaken: text(INCIDENT_LIMITS.text, 'Say what was done (first aid given; "None" is an answer).'),
  othersInvolved: z.string().check(z.trim(), z.maxLength(INCIDENT_LIMITS.others)),
  familyTold: z.enum(FAMILY_TOLD, 'Say how the family was told, or that they are not reached yet.'),
  familyToldAt: z.nullable(wallClock('Say when the family was told, like 2027-03-06T10:55.')),
  toldWho: z.string().check(z.trim(), z.maxLength(INCIDENT_LIMITS.toldWho)),
})
export type IncidentInput = z.output<typeof incidentSchema>

/** `POST /api/admin/incidents/:id/corrections`: a dated note added to a saved incident. */
export const correctionSchema = z.strictObject({
  id: phoneMadeId,
  body: text(INCIDENT_LIMITS.text, 'Write the correction first.'),
})

/** The family's email about an incident: waiting, sent, or not sent (its outbox job's state). */
export type FamilyEmailState = 'pending' | 'sent' | 'failed'

/** One incident in a cohort's list: no account of what happened (that is read one at a time, audited). */
export interface IncidentRow {
  id: string
  registrationId: string
  firstName: string
  lastName: string
  kind: IncidentKind
  occurredAt: string
  place: string
  familyTold: FamilyTold
  familyToldAt: string | null
  familyEmail: FamilyEmailState | null
  corrections: number
  recordedBy: string
}

export interface IncidentCorrection {
  id: string
  body: string
  writtenBy: string
  createdAt: string
}

/** One incident as saved, its corrections oldest first, and where the family's email stands. */
export interface IncidentDetail extends IncidentRow, Omit<IncidentInput, keyof IncidentRow> {
  cohortId: string
  recordedAt: string
  correctionList: IncidentCorrection[]
}

export interface IncidentList {
  cohortId: string
  incidents: IncidentRow[]
}
