import type { ReadinessPart } from '../../contract/readiness'
import type { Language } from '../../content/language'
import { READINESS } from '../../content/readiness'
import type { Block } from '../base/notify/layout'
import { paragraph } from '../base/notify/layout'
import { READINESS_ANCHORS } from './family-section'

/**
 * The week's reminder's part on readiness: what is still missing, each with a link to its part
 * of the family page (the one reminder; a separate one per missing item would be noise).
 */
export function readinessBlocks(missing: ReadinessPart[], familyHref: string, firstName: string, language: Language) {
  if (missing.length === 0) return []
  const copy = READINESS[language]
  return [
    paragraph(copy.emailMissing(firstName)),
    ...missing.map((part): Block => ({
      link: { href: `${familyHref}${READINESS_ANCHORS[part]}`, label: copy.parts[part] },
    })),
  ]
}
