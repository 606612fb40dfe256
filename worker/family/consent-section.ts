import { html } from 'hono/html'
import { LIMITS } from '../../contract/constants'
import { CONSENT_KINDS, REQUIRED_CONSENTS, type ConsentKind, type ConsentView } from '../../contract/consents'
import { lastSessionDay } from '../../contract/cohorts'
import { CONSENTS } from '../../content/consents'
import { formatsFor } from '../../content/format'
import type { Language } from '../../content/language'
import { bootcampDay } from '../base/clock'
import { consentTextOf, giverFor, isWithdrawable } from '../consents/give'
import { hasEnded } from '../seats/rules'
import type { FamilyView } from './view'

type Copy = (typeof CONSENTS)['en']

/** What a refused consent form re-shows: which kind, its problem, and the name typed. */
export interface ConsentRefusal {
  kind: ConsentKind
  problem: string
  signerName: string
  relationship: string
}

const dayOf = (language: Language, at: string) => formatsFor(language).date(bootcampDay(new Date(at)))

/** Where one kind stands, in words: who gave it and when, withdrawn, asked again, or needed. */
function standing(copy: Copy, language: Language, consent: ConsentView, ended: boolean) {
  const { status, givenAt, withdrawnAt, signerName, relationship, givenBy } = consent
  if (status === 'withdrawn' && withdrawnAt) return copy.withdrawn(dayOf(language, withdrawnAt))
  if (status === 'outdated' && givenAt) return copy.outdated(dayOf(language, givenAt))
  if (status === 'given' && givenAt) {
    const day = dayOf(language, givenAt)
    if (givenBy === 'form') return copy.givenOnForm(day)
    if (givenBy === 'guardian')
      return copy.givenBy(
        signerName ?? '',
        copy.relationships[relationship === 'guardian' ? 'guardian' : 'parent'],
        day,
      )
    return copy.givenBySelf(signerName ?? '', day)
  }
  // An ended registration, or one whose bootcamp is over, needs nothing before a first session.
  if (ended) return copy.notGiven
  return (REQUIRED_CONSENTS as readonly ConsentKind[]).includes(consent.kind) ? copy.needed : copy.optional
}

/** The form that gives one consent: its exact text, the signer's typed name (and relationship). */
function giveForm(
  copy: Copy,
  language: Language,
  action: string,
  view: FamilyView,
  kind: ConsentKind,
  refused?: ConsentRefusal,
) {
  const { registration } = view
  const guardian = giverFor(registration.age) === 'guardian'
  const mine = refused?.kind === kind ? refused : undefined
  const nameId = `signer-${kind}`
  return html`<form method="post" action="${action}">
    <blockquote class="consent-text">${consentTextOf(language, kind, registration.age, registration.firstName)}</blockquote>
    <input type="hidden" name="givenBy" value="${guardian ? 'guardian' : 'participant'}" />
    <p class="field-stack">
      <label for="${nameId}">${guardian ? copy.guardianName : copy.participantName}</label>
      <input type="text" id="${nameId}" name="signerName" value="${mine?.signerName ?? ''}" maxlength="${LIMITS.name}" required autocomplete="off" ${mine ? html`aria-invalid="true" aria-describedby="${nameId}-error"` : ''} />${
        mine ? html`<span id="${nameId}-error" class="error">${mine.problem}</span>` : ''
      }
    </p>${
      guardian
        ? html`<p class="field-stack">
            <label for="relationship-${kind}">${copy.relationship}</label>
            <select id="relationship-${kind}" name="relationship">
              <option value="parent" ${mine?.relationship === 'guardian' ? '' : 'selected'}>${copy.relationships.parent}</option>
              <option value="guardian" ${mine?.relationship === 'guardian' ? 'selected' : ''}>${copy.relationships.guardian}</option>
            </select>
          </p>`
        : ''
    }<div class="actions"><button type="submit" class="button">${copy.agree}</button></div>
  </form>`
}

/**
 * The consents, each with where it stands and what the right person for the participant's age
 * can do: give it (missing, withdrawn, or its text changed since) or withdraw it (photos,
 * surveys). Nothing to give once the registration has ended or its last session has passed.
 */
export function consentSection(
  language: Language,
  address: (path: string) => string,
  view: FamilyView,
  options: { refused?: ConsentRefusal; done?: 'consent' | 'consent-withdrawn' },
) {
  const copy = CONSENTS[language]
  const { registration } = view
  const ended = hasEnded(registration.status)
  // After the last session nothing is needed before a first one: as for an ended registration.
  const over = view.cohort !== null && view.today > lastSessionDay(view.cohort)
  const intro = ended
    ? copy.ended
    : over
      ? copy.over
      : giverFor(registration.age) === 'guardian'
        ? copy.introGuardian(registration.firstName)
        : copy.introParticipant
  const done = options.done === 'consent' ? copy.saved : options.done === 'consent-withdrawn' ? copy.withdrawnSaved : ''
  return html`<section aria-labelledby="consent-heading">
    <h2 id="consent-heading">${copy.heading}</h2>${done ? html`<p role="status" class="saved">${done}</p>` : ''}
    <p>${intro}</p>
    ${CONSENT_KINDS.map((kind) => {
      const consent = view.consents[kind]
      const live = consent.status === 'given' || consent.status === 'outdated'
      const canGive = !ended && !over && consent.status !== 'given'
      return html`<div class="consent" id="consent-${kind}">
        <h3>${copy.titles[kind]}</h3>
        <p>${standing(copy, language, consent, ended || over)}</p>${canGive ? giveForm(copy, language, address(`/family/consents/${kind}`), view, kind, options.refused) : ''}${
          live && isWithdrawable(kind)
            ? html`<form method="post" action="${address(`/family/consents/${kind}/withdraw`)}">
                <div class="actions"><button type="submit" class="button secondary" aria-label="${copy.withdraw}: ${copy.titles[kind]}">${copy.withdraw}</button></div>
              </form>`
            : ''
        }
      </div>`
    })}
  </section>`
}
