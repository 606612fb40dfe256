import type { HealthRecordResponse } from './health-records'
import type { IncidentCorrection, IncidentDetail, IncidentList } from './incidents'
import type { CohortCertificates } from './certificates'
import type { CohortFollowUpAnswers } from './follow-up'
import type { Results } from './results'
import type { CheckOutResult, ReleaseList } from './release'
import type { CohortCards } from './cards'
import type { AnnouncementOutcomes } from './announcement-outcomes'
import type {
  AnnouncementPreview,
  AnnouncementRow,
  AnnouncementSent,
  AttendanceResult,
  AuditEntry,
  Charts,
  RetentionSetting,
  LegalHoldSetting,
  Roster,
  ErasePreview,
  Me,
  MessageRow,
  Overview,
  Page,
  PaymentSummary,
  PlacementResult,
  RegistrationDetail,
  RegistrationRow,
  SignedInDevice,
  SignupRow,
  StaffMember,
  InvitationPreview,
  SuppressedEmail,
} from './admin'
import type { CohortAssessment, CoordinatorNote } from './assessment'
import type { DetailsChanged, NoteRow } from './office'
import type { Cohort, CohortList, CohortTexts } from './cohorts'
import type { RegistrationSuccessBody, SuccessBody } from './responses'
import { PUBLIC_ENDPOINTS } from './public-endpoints'

/**
 * Every endpoint the widget and the console call, by name: its method and path (`:name` for a
 * parameter). The worker serves each (worker/endpoints.test.ts reads its route table), the
 * clients take their paths from here, and `EndpointAnswers` types what each answers: a renamed
 * path fails that test, a renamed or removed endpoint fails `tsc` where it is called. A GET's path
 * is its query key joined by slashes (the spec's rule): queryKeyOf() splits it back.
 */
export const ENDPOINTS = {
  ...PUBLIC_ENDPOINTS,
  session: { method: 'GET', path: '/api/admin/session' },
  signIn: { method: 'POST', path: '/api/admin/session' },
  signOut: { method: 'DELETE', path: '/api/admin/session' },
  devices: { method: 'GET', path: '/api/admin/session/devices' },
  signOutEverywhere: { method: 'DELETE', path: '/api/admin/session/devices' },
  signOutDevice: { method: 'DELETE', path: '/api/admin/session/devices/:id' },
  changePassword: { method: 'POST', path: '/api/admin/session/password' },
  overview: { method: 'GET', path: '/api/admin/overview' },
  list: { method: 'GET', path: '/api/admin/:list' },
  search: { method: 'POST', path: '/api/admin/:list/search' },
  exportList: { method: 'POST', path: '/api/admin/export/:list' },
  registration: { method: 'GET', path: '/api/admin/registrations/:id' },
  payment: { method: 'GET', path: '/api/admin/registrations/:id/payment' },
  healthRecord: { method: 'GET', path: '/api/admin/registrations/:id/health' },
  decideAssistance: { method: 'POST', path: '/api/admin/registrations/:id/assistance' },
  changeAssistance: { method: 'PATCH', path: '/api/admin/registrations/:id/assistance' },
  seatOutOfOrder: { method: 'POST', path: '/api/admin/registrations/:id/seat-out-of-order' },
  assignCohort: { method: 'POST', path: '/api/admin/registrations/:id/cohort' },
  place: { method: 'POST', path: '/api/admin/registrations/:id/placement' },
  revokeFamilyLinks: { method: 'POST', path: '/api/admin/registrations/:id/family-links/revoke' },
  editDetails: { method: 'PATCH', path: '/api/admin/registrations/:id/details' },
  notes: { method: 'GET', path: '/api/admin/registrations/:id/notes' },
  addNote: { method: 'POST', path: '/api/admin/registrations/:id/notes' },
  recordOfflinePayment: { method: 'POST', path: '/api/admin/registrations/:id/offline-payments' },
  reply: { method: 'POST', path: '/api/admin/messages/:id/reply' },
  sendHeld: { method: 'POST', path: '/api/admin/suppressed/:id/send' },
  cohorts: { method: 'GET', path: '/api/admin/cohorts' },
  createCohort: { method: 'POST', path: '/api/admin/cohorts' },
  changeCohort: { method: 'PATCH', path: '/api/admin/cohorts/:id' },
  erasePreview: { method: 'POST', path: '/api/admin/erase/preview' },
  erase: { method: 'POST', path: '/api/admin/erase' },
  audit: { method: 'GET', path: '/api/admin/audit' },
  held: { method: 'GET', path: '/api/admin/suppressed' },
  roster: { method: 'GET', path: '/api/admin/cohorts/:id/roster' },
  attendance: { method: 'POST', path: '/api/admin/cohorts/:id/attendance' },
  releaseList: { method: 'GET', path: '/api/admin/cohorts/:id/release' },
  emergencyCards: { method: 'GET', path: '/api/admin/cohorts/:id/cards' },
  checkOut: { method: 'POST', path: '/api/admin/cohorts/:id/check-outs' },
  overrideCheckOut: { method: 'POST', path: '/api/admin/cohorts/:id/check-outs/override' },
  cohortIncidents: { method: 'GET', path: '/api/admin/cohorts/:id/incidents' },
  recordIncident: { method: 'POST', path: '/api/admin/cohorts/:id/incidents' },
  incident: { method: 'GET', path: '/api/admin/incidents/:id' },
  correctIncident: { method: 'POST', path: '/api/admin/incidents/:id/corrections' },
  // Served only to refuse (405): a saved incident is never changed.
  changeIncident: { method: 'PATCH', path: '/api/admin/incidents/:id' },
  removeIncident: { method: 'DELETE', path: '/api/admin/incidents/:id' },
  cohortAssessment: { method: 'GET', path: '/api/admin/cohorts/:id/assessment' },
  reportNote: { method: 'POST', path: '/api/admin/cohorts/:id/assessment/:registrationId/note' },
  cohortCertificates: { method: 'GET', path: '/api/admin/cohorts/:id/certificates' },
  revokeCertificate: { method: 'POST', path: '/api/admin/certificates/:code/revoke' },
  cohortFollowUpAnswers: { method: 'GET', path: '/api/admin/cohorts/:id/follow-up-answers' },
  results: { method: 'GET', path: '/api/admin/results' },
  resultsCsv: { method: 'GET', path: '/api/admin/results/csv' },
  publicResults: { method: 'PATCH', path: '/api/admin/results/public' },
  announcements: { method: 'GET', path: '/api/admin/cohorts/:id/announcements' },
  previewAnnouncement: { method: 'POST', path: '/api/admin/cohorts/:id/announcements/preview' },
  sendAnnouncement: { method: 'POST', path: '/api/admin/cohorts/:id/announcements' },
  announcementRecipients: { method: 'GET', path: '/api/admin/cohorts/:id/announcements/:announcement/recipients' },
  charts: { method: 'GET', path: '/api/admin/charts' },
  retention: { method: 'GET', path: '/api/admin/settings/retention' },
  changeRetention: { method: 'PATCH', path: '/api/admin/settings/retention' },
  legalHold: { method: 'GET', path: '/api/admin/settings/legal-hold' },
  changeLegalHold: { method: 'PATCH', path: '/api/admin/settings/legal-hold' },
  staff: { method: 'GET', path: '/api/admin/staff' },
  inviteStaff: { method: 'POST', path: '/api/admin/staff' },
  changeStaff: { method: 'PATCH', path: '/api/admin/staff/:id' },
  removeStaff: { method: 'DELETE', path: '/api/admin/staff/:id' },
  invitation: { method: 'POST', path: '/api/admin/invitation/preview' },
  acceptInvitation: { method: 'POST', path: '/api/admin/invitation' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: `/api/${string}` }>

export type EndpointName = keyof typeof ENDPOINTS

/** What each endpoint answers on success (`null`: its body is not read). */
export interface EndpointAnswers {
  register: RegistrationSuccessBody
  emailSignup: SuccessBody
  contact: SuccessBody
  cohortTexts: CohortTexts
  session: Me
  signIn: Me
  signOut: null
  devices: SignedInDevice[]
  signOutEverywhere: null
  signOutDevice: null
  changePassword: null
  overview: Overview
  list: Page<RegistrationRow | SignupRow | MessageRow>
  search: Page<RegistrationRow | SignupRow | MessageRow>
  exportList: null
  registration: RegistrationDetail
  payment: PaymentSummary
  healthRecord: HealthRecordResponse
  decideAssistance: null
  changeAssistance: null
  seatOutOfOrder: { id: string; status: 'seated'; offerWithdrawn: boolean }
  assignCohort: null
  place: PlacementResult
  revokeFamilyLinks: { revoked: number }
  editDetails: DetailsChanged
  notes: NoteRow[]
  addNote: NoteRow
  recordOfflinePayment: { id: string }
  reply: MessageRow
  sendHeld: null
  cohorts: CohortList
  createCohort: Cohort
  changeCohort: Cohort
  erasePreview: ErasePreview
  erase: ErasePreview
  audit: Page<AuditEntry>
  held: Page<SuppressedEmail>
  roster: Roster
  attendance: AttendanceResult
  releaseList: ReleaseList
  emergencyCards: CohortCards
  checkOut: CheckOutResult
  overrideCheckOut: CheckOutResult
  cohortIncidents: IncidentList
  recordIncident: IncidentDetail
  incident: IncidentDetail
  correctIncident: IncidentCorrection
  changeIncident: null
  removeIncident: null
  cohortAssessment: CohortAssessment
  reportNote: CoordinatorNote
  cohortCertificates: CohortCertificates
  cohortFollowUpAnswers: CohortFollowUpAnswers
  revokeCertificate: { code: string; revokedAt: string }
  results: Results
  resultsCsv: null
  publicResults: { shown: boolean }
  announcements: AnnouncementRow[]
  previewAnnouncement: AnnouncementPreview
  sendAnnouncement: AnnouncementSent
  announcementRecipients: AnnouncementOutcomes
  charts: Charts
  retention: RetentionSetting
  changeRetention: RetentionSetting
  legalHold: LegalHoldSetting
  changeLegalHold: LegalHoldSetting
  staff: StaffMember[]
  inviteStaff: StaffMember
  changeStaff: StaffMember
  removeStaff: null
  invitation: InvitationPreview
  acceptInvitation: Me
  funnel: null
}

/** Every endpoint has its answer, and no answer names an endpoint that is gone. */
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const everyAnswerNamed: Exactly<keyof EndpointAnswers, EndpointName> = true
void everyAnswerNamed

type ParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParameterNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never
/** The values of an endpoint's `:parameters`, by name. */
export type ParametersOf<N extends EndpointName> = Record<ParameterNames<(typeof ENDPOINTS)[N]['path']>, string>

/** An endpoint's path with its parameters written in (each encoded), and an optional query string. */
export function pathOf<N extends EndpointName>(name: N, parameters: ParametersOf<N>, query = ''): string {
  const values = parameters as Record<string, string>
  const path = ENDPOINTS[name].path.replace(/:([A-Za-z]+)/g, (_, parameter: string) =>
    encodeURIComponent(values[parameter]!),
  )
  return query ? `${path}?${query}` : path
}

/**
 * A console GET's query key: its path in segments after `/api/admin`, so invalidating
 * `['/api/admin']` refetches every screen's data (joined by slashes it is the path again).
 */
export function queryKeyOf<N extends EndpointName>(name: N, parameters: ParametersOf<N>, query = ''): string[] {
  const [, rest = ''] = /^\/api\/admin\/?(.*)$/.exec(pathOf(name, parameters, query)) ?? []
  return ['/api/admin', ...rest.split('/')]
}
