import { ENDPOINTS, type EndpointName } from '../../contract/endpoints'
import { PUBLIC_ENDPOINTS } from '../../contract/public-endpoints'
import { table } from './blocks'

interface RouteDoc {
  /** What the request carries; empty for none. */
  body: string
  /** What it answers. */
  answer: string
}
interface Route extends RouteDoc {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  path: string
}

const SESSION = '(console session)'

/**
 * Every endpoint of the map (contract/endpoints.ts), described. A `Record` over the map's names, so
 * an endpoint added to the map fails `tsc` until it is documented here.
 */
const MAPPED: Record<EndpointName, RouteDoc> = {
  register: {
    body: 'firstName, lastName, email, phone, age, sessionPreference, emergencyContact, motivation, parentalConsent, mediaConsent, termsAgreement; optional `cohortId` (absent or `""`: the next cohort ahead; a closed, past or unknown one is a 400 under `cohortId`)',
    answer:
      '`201 {"message": ..., "status": "seated" | "waitlisted" | "interest"}`: a free seat in the cohort, else a place at the end of its waitlist, or (with no cohort ahead) interest in the next one. The same participant again in the same cohort changes nothing and is answered what a newcomer would get at that moment (its own standing is never told); the address on file is emailed that someone sent the form again (at most once a day), with its registration page link. One that was cancelled or lapsed comes back at the end of the queue with its stored details and a new confirmation. Naming another cohort is a new registration there and moves nobody',
  },
  emailSignup: {
    body: 'email',
    answer: '`201 {"message": ...}` (a known address answers the same and stores nothing)',
  },
  contact: { body: 'name, email, subject, message', answer: '`201 {"message": ...}`' },
  cohortTexts: {
    body: "`?lang=en|es`, optionally `&group=<code>` (a group's shared link)",
    answer:
      '`200 {"language", "slots": {...}, "choices": [{"id", "label", "seats"}]}`: what the page shows of the cohorts ahead, worded (`contract/cohort-slots.ts`); a slot is `null` while it has nothing to show; with `group`, the form\'s group notice and only the group\'s cohort to choose; any other `lang` is a 400; cacheable 60 s, any origin',
  },
  funnel: {
    body: '`text/plain` (sendBeacon) whose text is JSON `{"source": partner slug or "", "campaign": tag or "", "events": ["registration:view", ...]}` (forms `registration`, `signup`, `contact`; steps `view`, `start`, `send`); at most 1 KiB',
    answer:
      "`204`: each event adds one to that day's total (`funnel_days`); 400 malformed, 413 too large, 403 a page origin not allowed; nothing stored then. Past 600 a minute per address, or when D1 cannot take the count, it answers `204` and counts nothing (a 429 or 500 would put an error in a partner page's console; the counts are a lower bound; a dropped count logs `funnel_dropped` with the failure's kind only)",
  },
  session: {
    body: SESSION,
    answer:
      '`200 {"username", "role", "capabilities", "cohortId", "checkInWindow"}` (a volunteer\'s window today, or the next one, or null), or 401 without a session or for an account that has ended',
  },
  signIn: {
    body: '`{"username", "password"}`',
    answer:
      '`200` the account as `GET /api/admin/session` answers it, and the session cookie; 401 `Incorrect username or password.` for either mistake; 429 with `Retry-After` past the sign-in throttle; 400 a username with an invisible or direction character',
  },
  signOut: { body: SESSION, answer: 'ends this session' },
  devices: {
    body: SESSION,
    answer: '`200 [{"id", "device", "createdAt", "lastSeenAt", "current"}]`: the account\'s signed-in browsers',
  },
  signOutEverywhere: { body: SESSION, answer: 'ends every session of the account; audited' },
  signOutDevice: { body: SESSION, answer: "ends that browser's session; audited" },
  changePassword: {
    body: '`{"currentPassword", "newPassword"}` ' + SESSION,
    answer: "changes it (the password rules apply) and ends the account's other sessions; audited",
  },
  overview: {
    body: '`?since=` ' + SESSION,
    answer:
      '`200 {"counts", "suppressed", "partners", "waiting"}`: counts today, the last 7 days and all time, a row per partner, the messages waiting for a reply (oldest first), held emails per day',
  },
  list: {
    body:
      '`:list` is `registrations`, `signups` or `messages`; filters in the query (partner, dates, and per list session, ages, cohort, status or subject), `cursor`, `limit` (at most 200) ' +
      SESSION,
    answer:
      '`200 {"items": [...], "nextCursor"}`: a page of 50 by default, newest first, on a keyset cursor (`nextCursor` is `null` on the last page)',
  },
  search: {
    body: 'the same filters with the search text `q`, in the body so that no name or address goes in a URL ' + SESSION,
    answer: 'as the list',
  },
  exportList: {
    body: 'any filter, search text included, in the body ' + SESSION,
    answer:
      '`200 text/csv` of what the filter shows (formula-safe cells); audited with the row count and filters (the search text only as "a search")',
  },
  registration: { body: SESSION, answer: 'the whole record' },
  payment: {
    body: SESSION,
    answer: 'what it owes now, item by item, its payments with each refund, its group and its request for assistance',
  },
  healthRecord: {
    body: SESSION + ' (director, health lead)',
    answer:
      '`200 {"versions": [...]}`: the health and safety record, every version decrypted, newest first; audited; a missing or wrong `HEALTH_DATA_KEY` answers 500',
  },
  decideAssistance: {
    body: 'grant the amount the family will pay (0 waives it), or decline ' + SESSION,
    answer: 'records the decision and emails the family; audited',
  },
  seatOutOfOrder: {
    body: 'a reason, for a waitlisted registration ' + SESSION,
    answer:
      'seats it ahead of the line (a free seat, else the latest pending offer goes back to the front of the waitlist); both families emailed; audited with the reason',
  },
  changeAssistance: {
    body:
      'a director changes a decided request (grant an amount or decline) with a reason, before anything is paid ' +
      SESSION,
    answer: 'records the new decision, restarts the seat hold, emails the family; audited with the reason',
  },
  assignCohort: {
    body: '`{"cohortId"}` ' + SESSION,
    answer: 'interest becomes a place in that cohort (a seat or the waitlist); audited',
  },
  place: {
    body: '`{"status": "seated" | "waitlisted" | "cancelled"}` ' + SESSION,
    answer: '`200 {"id", "status", "offersMade"}`; 409 when no seat is free or it has no cohort yet; audited',
  },
  revokeFamilyLinks: {
    body: SESSION,
    answer:
      '`200 {"revoked": n}`: every link to that family\'s page stops working (n of them), and every payment and seat-claim link sent so far; audited',
  },
  editDetails: {
    body:
      'any of `firstName`, `lastName`, `email`, `phone`, `age`, `emergencyContact`, checked as the form checks them ' +
      SESSION,
    answer:
      '`200 {"changed": [...]}`: the fields that changed; 409 when another registration is the same person; audited with the fields\' names',
  },
  notes: {
    body: SESSION,
    answer: "the participant's staff-only notes, newest first; audited as a record read",
  },
  addNote: {
    body: '`{ body }` (up to 2,000 characters) ' + SESSION,
    answer:
      '`201` the note; never shown to the family, erased and exported with the registration; audited without its text',
  },
  recordOfflinePayment: {
    body: '`{ kind: payment|refund, method: cash|cheque, amountCents, receivedOn, receivedBy, reason }` ' + SESSION,
    answer:
      '`201 {"id"}`: counted in the one balance; a refund above what the family paid and kept is 409; nothing goes through Stripe; audited with its reason',
  },
  reply: {
    body: '`{"replied", "note"?}` ' + SESSION,
    answer: 'the message, marked replied (by whom and when) or not, with the staff note',
  },
  sendHeld: { body: SESSION, answer: 'sends one held (suppressed) email by hand; audited' },
  cohorts: { body: SESSION, answer: 'every cohort with its seats taken, left, offered and its waitlist' },
  createCohort: {
    body:
      'the cohort: `startDate` and `earlyBirdDeadline` as `YYYY-MM-DD`, prices in whole dollars, seats and the rest of the form ' +
      SESSION,
    answer:
      'the cohort; a start that is not a Saturday, a deadline on or after the start, a negative price or seat count is a 400 under its field; audited',
  },
  changeCohort: {
    body: "any of the cohort's fields, opening, closing or archiving it " + SESSION,
    answer: 'the cohort; seats below those already taken are a 400; audited',
  },
  erasePreview: {
    body: '`{"email"}` ' + SESSION,
    answer: '`200 {"tables": {"<table>": n}}`: how many rows of each table hold that address; audited (a row count)',
  },
  erase: {
    body: '`{"email"}` ' + SESSION,
    answer:
      'erases them in one transaction (as `npm run data:delete`) and says how many; audited (row counts per table, never the address)',
  },
  audit: { body: '`?cursor=&limit=` ' + SESSION, answer: 'a page of the audit log, newest first' },
  held: {
    body: '`?cursor=&limit=` ' + SESSION,
    answer: 'a page of the emails a daily cap held back: kind, day, address, the message they belong to',
  },
  roster: {
    body: SESSION,
    answer:
      '`200 {"cohortId", "startDate", "sessionDates", "capacity", "today", "participants": [{"id", "firstName", "lastName", "age", "status", "queueNumber", "payment", "consent", "attendance": {"<day>": true | false}}]}`',
  },
  attendance: {
    body: '`{"taps": [{"registrationId", "sessionDate", "present", "tappedAt"}]}`, 1 to 100 ' + SESSION,
    answer:
      '`200 {"stored", "ignored"}`: taps newer than the stored one are kept; taps for someone not holding a seat in the cohort are ignored; a day that is not a session of the cohort is a 400 and stores nothing',
  },
  releaseList: {
    body: SESSION + ' (check-in: a volunteer, their cohort on its session days)',
    answer:
      '`200 {"today", "sessionDates", "participants": [{"registrationId", "age", "rules": {"mode", "adults", "mustNotCollect", "signedName", "onOwnConsent"} | null, "checkedOut": [...]}]}`: who may collect each seated participant, and today\'s check-outs (kept on the phone for a session day, as the roster)',
  },
  emergencyCards: {
    body: SESSION + ' (check-in: a volunteer, their cohort on its session days)',
    answer:
      '`200 {"cohortId", "startDate", "today", "sessionDates", "cards": [{"registrationId", "firstName", "lastName", "age", "contacts": [{"name", "relationship", "phone"}], "emergencyNote", "health": {...} | null, "release": {...} | null, "emergencyTreatment", "noPhotos"}]}`: each seated participant\'s emergency card, each one audited as a health read; `500` when the health key fails',
  },
  checkOut: {
    body:
      '`{"checkOuts": [{"id", "registrationId", "sessionDate", "collector": {"kind", "name"}, "verifiedBy", "checkedOutAt"}]}`, 1 to 50, ids made on the phone ' +
      SESSION,
    answer:
      '`200 {"results": [{"id", "outcome": "stored" | "already-stored" | "refused" | "not-in-cohort", "reason"?}]}`: each judged by the family\'s release rules; a replayed id stores nothing; a refusal stores nothing',
  },
  overrideCheckOut: {
    body: 'one check-out and a written `reason` ' + SESSION + ' (director, coordinator)',
    answer: '`200 {"results": [...]}`: stored whatever the rules say, with the reason; audited',
  },
  cohortIncidents: {
    body: SESSION + ' (directors and health leads)',
    answer:
      '`200 {"cohortId", "incidents": [{"id", "registrationId", "firstName", "lastName", "kind", "occurredAt", "place", "familyTold", "familyToldAt", "familyEmail", "corrections", "recordedBy"}]}`: newest first, without what happened; audited',
  },
  recordIncident: {
    body:
      '`{"id", "registrationId", "kind", "occurredAt", "place", "whatHappened", "actionTaken", "othersInvolved", "familyTold", "familyToldAt", "toldWho"}`, the id made on the phone, times as New York wall clock ' +
      SESSION +
      ' (a volunteer: their cohort, today, inside its window)',
    answer:
      '`201` the incident as saved, and the family is emailed in its language; `200` the same for an id already saved (nothing written again); `400` a time not on a session day, ahead, or a participant not seated here, nothing stored',
  },
  incident: {
    body: SESSION + ' (directors and health leads; the recorder their own)',
    answer: "`200` the incident, its corrections oldest first, and where the family's email stands; audited",
  },
  changeIncident: { body: 'anything', answer: '`405`: a saved incident is never changed; add a correction' },
  removeIncident: {
    body: 'anything',
    answer: '`405`: a saved incident is never removed (erasure and the legal hold decide)',
  },
  correctIncident: {
    body:
      '`{"id", "body"}` (1 to 2,000 characters) ' + SESSION + ' (directors and health leads; the recorder their own)',
    answer: '`201 {"id", "body", "writtenBy", "createdAt"}`, dated and audited; `200` for an id already stored',
  },
  cohortAssessment: {
    body: SESSION,
    answer:
      '`200 {"cohortId", "participants": [{"id", "firstName", "lastName", "href", "firstTaken", "lastTaken", "note"}]}`: the seated Complete Bootcamp participants, each with their signed assessment link (the QR code shown on the day) and the coordinator’s note on their report; audited',
  },
  reportNote: {
    body: "note (at most 500 characters; '' takes it off)",
    answer:
      '`200 {"registrationId", "note"}`: the coordinator’s note on the participant’s report (family page and printable page); 404 before the final assessment is begun, 403 without `records`; audited',
  },
  cohortCertificates: {
    body: SESSION,
    answer:
      "`200 {cohortId, minimumSessions, sessions, participants: [{id, firstName, lastName, attended, finalTaken, standing, certificate}]}`: each seated Complete Bootcamp participant against the certificate's rule (`earned`, `no-final-assessment`, `one-short`, `short`); certificates just earned are issued; audited",
  },
  cohortFollowUpAnswers: {
    body: SESSION,
    answer:
      '`200 {cohortId, participants: [{id, firstName, lastName, answers: [{kind, score, words, wantsTalk, updatedAt}]}]}`: each participant the follow-up goes to, with their answers to each email; 403 without `records`; audited',
  },
  results: {
    body: SESSION,
    answer:
      '`200 {"cohorts": [group], "overall": group, "publicShown", "publicMinimum"}`, each group `{"cohortId", "startDate", "participants", "tookBoth", "counted", "changes": [{"principle", "mean", "sd"}]}`: the retrospective pre/post change per principle, counting only those with the evaluation-survey consent',
  },
  resultsCsv: {
    body: SESSION,
    answer: 'the same as CSV, one line per cohort and one for all cohorts (cells safe against formulas); audited',
  },
  publicResults: {
    body: '`{"shown": true | false}`',
    answer:
      '`200 {"shown"}`: a director turns the figures on the public page on or off (shown only from 20 counted); audited',
  },
  revokeCertificate: {
    body: 'reason (3 to 300 characters)',
    answer:
      '`200 {code, revokedAt}`; the verification page then says revoked; audited (the code, not the reason); 404 unknown, 409 already revoked; a director only',
  },
  announcements: {
    body: SESSION,
    answer: '`200 [{"id", "audience", "subject", "recipients", "skipped", "sentBy", "createdAt"}]`',
  },
  announcementRecipients: {
    body: SESSION,
    answer:
      '`200 {"counts": {outcome: n}, "people": [{"registrationId", "name", "outcome"}]}`: who a sent announcement reached and who was skipped, and why (names and ids null for roles that may not open records); 404 unknown',
  },
  previewAnnouncement: {
    body: '`{"audience": "seated" | "waitlisted" | "both", "subject", "body", "subjectEs"?, "bodyEs"?}` ' + SESSION,
    answer: '`200 {"recipients": {"en", "es"}, "emails": {...}}`; 400 when nobody would receive it',
  },
  sendAnnouncement: {
    body: 'as the preview, and `"requestKey"` (a UUID) ' + SESSION,
    answer:
      '`201 {"id", "recipients", "repeated": false}`, or `200` with `"repeated": true` for a key already sent (nothing more goes out); 400 when nobody would receive it',
  },
  charts: {
    body: '`?days=30` ' + SESSION,
    answer:
      '`200 {"registrationsPerDay": [{"day", "count"}], "cohorts": [{"id", "startDate", "capacity", "seatsTaken"}], "funnel": [{"source", "campaign", "view", "start", "send"}]}`',
  },
  retention: { body: SESSION, answer: '`200 {"months"}`' },
  changeRetention: { body: '`{"months": 1..84}` ' + SESSION, answer: '`200 {"months"}`; the change is audited' },
  legalHold: { body: SESSION, answer: '`200 {"years"}`: years after the 18th birthday held records stay' },
  changeLegalHold: { body: '`{"years": 1..10}` ' + SESSION, answer: '`200 {"years"}`; the change is audited' },
  staff: {
    body: SESSION + ', a director',
    answer:
      '`200 [{"id", "username", "role", "cohortId", "expiresAt", "state", "email", "invitationExpiresAt"}]`: the accounts and the invitations waiting',
  },
  inviteStaff: {
    body: '`{"username", "email", "role", "cohortId"?, "expiresAt"?}` ' + SESSION + ', a director',
    answer:
      '`201` the invitation as a staff row; its one-use link is emailed (valid 72 hours); 400 a volunteer without a cohort or an unknown cohort, 409 a username taken; audited',
  },
  changeStaff: {
    body: '`{"role"?, "cohortId"?, "expiresAt"?}` ' + SESSION + ', a director',
    answer: "`200` the row; the account's sessions end at once; 409 for the last director's role; audited",
  },
  removeStaff: {
    body: SESSION + ', a director',
    answer:
      '`200 null`: the account and its sessions removed, or the invitation withdrawn; 409 the last director; audited',
  },
  invitation: {
    body: '`{"token"}` (no session)',
    answer: '`200 {"username", "role"}`; 410 a link used, withdrawn, expired or unknown; 429 past the sign-in throttle',
  },
  acceptInvitation: {
    body: '`{"token", "password"}` (no session)',
    answer:
      '`200` the account as `GET /api/admin/session` answers it, and the session cookie; 400 a password the rules refuse; 410 as the preview; the link is used once',
  },
}

const FAMILY_ANSWERS = '400 a broken link, 410 an expired or revoked one, 429 past 30 requests a minute per address'
const FAMILY_FORM = "the page's own form (urlencoded), from our origin only"

/** What the worker serves that no client takes from the map: the pages' own paths, Stripe's, and read-only GETs. */
const PUBLIC_UNMAPPED: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/cohorts/next',
    body: '',
    answer:
      '`200 {"cohort": {...}}` with the next open cohort ahead (dates, place, prices in dollars, the early bird only through its deadline, `seatsLeft`), or `{"cohort": null}`; `Cache-Control: public, max-age=60`',
  },
  {
    method: 'GET',
    path: '/api/cohorts',
    body: '',
    answer: '`200 {"cohorts": [...]}`: every open cohort ahead, soonest first (the form\'s choice); cacheable 60 s',
  },
  {
    method: 'GET',
    path: '/api/cohorts/:id/calendar.ics',
    body: '`?lang=en|es`',
    answer:
      "`200 text/calendar`: the cohort's four sessions (RFC 5545, with the zone's `VTIMEZONE`, stable UIDs); 404 for an unknown or archived cohort; cacheable 60 s",
  },
  { method: 'GET', path: '/api/health', body: '', answer: '`200 {"ok":true}`' },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    body: "Stripe's signed event (`checkout.session.completed`, `checkout.session.expired`)",
    answer:
      '`200` once its effect is stored (applied, refunded, duplicate or ignored); 400 a bad signature; 5xx when a refund cannot be made, so Stripe sends it again',
  },
  {
    method: 'GET',
    path: '/family',
    body: '`?token=…`',
    answer: `the family's page (docs/operating.md); ${FAMILY_ANSWERS}`,
  },
  {
    method: 'GET',
    path: '/family/data.json',
    body: '`?token=…` (`&health=yes` adds the health record)',
    answer: 'everything held about this registration, as JSON; the health record decrypted only when asked for',
  },
  {
    method: 'POST',
    path: '/family/consents/:kind',
    body: FAMILY_FORM,
    answer: 'records one consent, signed by the right person for the age',
  },
  { method: 'POST', path: '/family/consents/:kind/withdraw', body: FAMILY_FORM, answer: 'withdraws photos or surveys' },
  {
    method: 'POST',
    path: '/family/health',
    body: FAMILY_FORM,
    answer: 'saves the health and safety record as its next version, encrypted (until the cohort ends)',
  },
  {
    method: 'POST',
    path: '/family/release',
    body: FAMILY_FORM,
    answer: 'sets who may take the participant home after each session, and who must not (until the cohort ends)',
  },
  {
    method: 'POST',
    path: '/family/preference',
    body: FAMILY_FORM,
    answer: 'changes the session preference (until paid)',
  },
  { method: 'POST', path: '/family/details', body: FAMILY_FORM, answer: 'corrects names, phone and emergency contact' },
  { method: 'POST', path: '/family/cancel', body: FAMILY_FORM, answer: 'cancels, refunding what the rule allows' },
  { method: 'POST', path: '/family/erase', body: FAMILY_FORM, answer: 'erases this registration alone' },
  {
    method: 'GET',
    path: '/assessment',
    body: '`?token=…` (signed per participant)',
    answer:
      'the leadership assessment: the next part, the goal (last session) or the thanks; 400 a bad link, 403 not a seated Complete Bootcamp registration, 429 too many tries; never indexed',
  },
  {
    method: 'POST',
    path: '/assessment',
    body: 'form: `part` and its three `<statement>` scores 1-5 (and `<statement>-before` at the last session), or `part=goal&goal=`',
    answer: '`303` back to the assessment once saved; 400 the form again with what is missing, nothing stored',
  },
  {
    method: 'GET',
    path: '/assessment/report',
    body: '`?token=…`',
    answer:
      "the participant's printable report (chart and table, goal, note); 303 to the assessment until the last one is complete",
  },
  {
    method: 'GET',
    path: '/family/certificate',
    body: '`?token=…`',
    answer:
      "the graduation certificate as a PDF in the page's language (name, cohort dates, verification code and its QR code); 303 to the family page when there is none or it was revoked",
  },
  {
    method: 'GET',
    path: '/verify/:code',
    body: '',
    answer:
      'the certificate check: first name, last initial, cohort dates, valid or revoked; 404 an unknown code, 429 too many tries; never indexed',
  },
  {
    method: 'GET',
    path: '/pay',
    body: '`?token=…`',
    answer: 'the payment page: the quote, item by item, and the way to pay or ask for assistance',
  },
  {
    method: 'POST',
    path: '/pay',
    body: FAMILY_FORM,
    answer: "opens Stripe's Checkout for the quote computed again (or goes back to the one open)",
  },
  { method: 'POST', path: '/pay/group', body: FAMILY_FORM, answer: 'starts a group and shows its link' },
  {
    method: 'POST',
    path: '/pay/assistance',
    body: FAMILY_FORM,
    answer: 'asks for financial assistance (a short reason)',
  },
  {
    method: 'GET',
    path: '/pay/return',
    body: '`?token=…`',
    answer: "Stripe's cancel address: closes the open Checkout, then `303` to the payment page",
  },
  {
    method: 'GET',
    path: '/pay/done',
    body: '`?token=…`',
    answer: 'after Checkout: "Confirming your payment…" until the webhook says it is paid',
  },
  { method: 'GET', path: '/guide', body: '', answer: 'the confidence guide page' },
  { method: 'GET', path: '/es/guide', body: '', answer: 'the confidence guide page in Spanish' },
  {
    method: 'GET',
    path: '/terms',
    body: '',
    answer:
      'the terms of service, with their version and date (`?lang=es`: in Spanish); each registration keeps the version its family agreed to (`terms_version`: on the staff record and in `/family/data.json`)',
  },
  {
    method: 'GET',
    path: '/privacy',
    body: '',
    answer: 'the privacy policy and the retention schedule in force (`?lang=es`: in Spanish)',
  },
  {
    method: 'GET',
    path: '/accessibility',
    body: '',
    answer: 'the accessibility statement, from ACCESSIBILITY.md (`?lang=es`: in Spanish)',
  },
  {
    method: 'GET',
    path: '/unsubscribe',
    body: '`?token=…`',
    answer: 'a page to confirm (changes nothing), or 400 for a bad link',
  },
  {
    method: 'POST',
    path: '/unsubscribe',
    body: 'empty, or `List-Unsubscribe=One-Click`',
    answer: 'unsubscribed, or 400 for a bad link',
  },
  {
    method: 'GET',
    path: '/follow-up/stop',
    body: '`?token=…`',
    answer:
      'a page to confirm stopping the follow-up emails after the bootcamp (changes nothing), or 400 for a bad link',
  },
  {
    method: 'POST',
    path: '/follow-up/stop',
    body: 'empty, or `List-Unsubscribe=One-Click`',
    answer: "stops that participant's follow-up emails, or 400 for a bad link",
  },
  {
    method: 'GET',
    path: '/follow-up/answer',
    body: '`?day=7|14|30&token=…&score=1-5`',
    answer:
      'a follow-up email\'s one-tap answer: saves the score when a person followed the link (`Sec-Fetch-User: ?1`; a mail scanner saves nothing), then the form (words, "I would like to talk to someone"); 400 for a bad link, 410 once the registration is cancelled or erased',
  },
  {
    method: 'POST',
    path: '/follow-up/answer',
    body: '`?day=…&token=…`, form `score`, `words`, `talk=yes`',
    answer:
      'saves the answer to that email (answering again updates it); asking to talk puts a message in "Waiting for a reply"; 400 with the form and the message under the field; 403 from another origin',
  },
  {
    method: 'GET',
    path: '/seat/claim',
    body: '`?token=…`',
    answer:
      'the link in a seat offer: the offer and a button (changes nothing); 410 once the offer has lapsed, 400 for a bad link',
  },
  {
    method: 'POST',
    path: '/seat/claim',
    body: 'empty',
    answer: 'the seat confirmed (and on any click after); 410 once the offer has lapsed',
  },
  {
    method: 'GET',
    path: '/interest/place',
    body: '`?token=…`',
    answer:
      "the link in a cohort's opening email to a family in line: the cohort, its head start and a button (changes nothing); 410 once the cohort stopped taking registrations, 400 for a bad link",
  },
  {
    method: 'POST',
    path: '/interest/place',
    body: 'empty',
    answer:
      'the registration placed in the cohort (a seat, or the waitlist in order of interest during the head start, at the end after it) and where it stands, on any press after too; 409 when the participant is already registered for the cohort',
  },
  { method: 'GET', path: '/embed', body: '', answer: 'the embed builder' },
  {
    method: 'GET',
    path: '/embed/:name',
    body: "the element's attributes as query parameters",
    answer: 'the iframe page of one element (README, "the iframe embed")',
  },
  { method: 'POST', path: '/embed/:name', body: 'a form sent without script', answer: 'as `POST /` below' },
  { method: 'POST', path: '/', body: 'a form sent without script', answer: 'see "Forms without JavaScript" below' },
  { method: 'POST', path: '/es', body: 'a form sent without script', answer: 'as `POST /`, in Spanish' },
]

const CONSOLE_UNMAPPED: readonly Route[] = [
  {
    method: 'GET',
    path: '/api/admin/export/:list',
    body: 'the filters without search text, in the query ' + SESSION,
    answer: 'as `POST /api/admin/export/:list`',
  },
  {
    method: 'GET',
    path: '/api/admin/export/roster',
    body: '`?cohortId=` ' + SESSION,
    answer: '`200 text/csv`, the roster with one `attended_<day>` column per session; audited',
  },
  {
    method: 'GET',
    path: '/api/admin/export/payments',
    body: '`?cohortId=` (optional) ' + SESSION,
    answer:
      '`200 text/csv`: the books, one row per payment attempt, naming the participant while the registration exists; audited',
  },
]

const mapped = (names: readonly EndpointName[]): Route[] =>
  names.map((name) => ({ ...ENDPOINTS[name], ...MAPPED[name] }))

const rowsOf = (routes: readonly Route[]) =>
  routes.map((route) => [route.method, `\`${route.path}\``, route.body, route.answer])

const HEAD = ['method', 'path', 'request', 'answer'] as const
const publicNames = Object.keys(PUBLIC_ENDPOINTS) as EndpointName[]
const consoleNames = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !publicNames.includes(name))

/** The two tables of docs/api.md: what anyone may call, and the staff console's API. */
export const apiTables = () => ({
  'public-api': table(HEAD, rowsOf([...mapped(publicNames), ...PUBLIC_UNMAPPED])),
  'console-api': table(HEAD, rowsOf([...mapped(consoleNames), ...CONSOLE_UNMAPPED])),
})
