import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS } from '../base/db/schema'
import { CAPPED_KINDS } from '../base/notify/limits'
import { OTHER_KINDS, REGISTRATION_EVENTS, type RegistrationEvent } from './events'

const events: [string, RegistrationEvent][] = Object.entries(REGISTRATION_EVENTS)
const eventKinds = new Set(events.map(([, event]) => event.kind))

describe('the registry of a registration’s events and their messages', () => {
  it('every email kind is some event’s message or named as about no registration, never both', () => {
    const other = new Set<string>(OTHER_KINDS)
    expect(NOTIFICATION_KINDS.filter((kind) => !eventKinds.has(kind) && !other.has(kind))).toEqual([])
    expect(OTHER_KINDS.filter((kind) => eventKinds.has(kind))).toEqual([])
  })

  it('only a courtesy message is capped: a message about a family’s own place or money never is', () => {
    for (const [name, event] of events)
      expect([name, (CAPPED_KINDS as readonly string[]).includes(event.kind)]).toEqual([name, 'courtesy' in event])
  })

  it('gives each event a subject and a family-page sentence in English and in Spanish', () => {
    for (const [name, event] of events) {
      const [en, es] = [event.subject('en'), event.subject('es')]
      expect([name, en.length > 10, es.length > 10, en !== es]).toEqual([name, true, true, true])
      expect(event.familyPage('en')).not.toBe(event.familyPage('es'))
      expect(event.proof).toMatch(/^worker\/[\w/-]+\.test\.ts: ./)
      expect(event.walk).toMatch(/^e2e\/[\w/-]+\.spec\.ts: ./)
    }
  })
})
