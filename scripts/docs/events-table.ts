import { readFileSync } from 'node:fs'
import { REGISTRATION_EVENTS } from '../../worker/messages/events'
import { table } from './blocks'

const root = new URL('../../', import.meta.url)

/** The test a registry entry names, found in its file: a renamed or removed test fails `npm run docs`. */
function provenBy(proof: string): string {
  const [file = '', name = ''] = proof.split(/: (.*)/s)
  const source = readFileSync(new URL(file, root), 'utf8')
  if (!source.includes(name)) throw new Error(`${file} has no test named "${name}" (worker/messages/events.ts)`)
  return `\`${file}\`: ${name}`
}

/** The events table of docs/operating.md: each thing that happens to a registration and its message. */
export const eventsTable = () =>
  table(
    ['event', 'email kind', 'subject', 'the family page then says', 'proved by'],
    Object.entries(REGISTRATION_EVENTS).map(([name, event]) => [
      `${name}: ${event.happens}`,
      `\`${event.kind}\`${'courtesy' in event ? ' (courtesy: capped)' : ''}`,
      event.subject('en'),
      event.familyPage('en'),
      `${provenBy(event.proof)}; walked in ${provenBy(event.walk)}`,
    ]),
  )
