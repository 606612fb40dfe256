import { ANCHORS } from '../../../content/anchors'
import { useCopy } from '../../lib/element-context'
import { Section } from '../../ui/Section'
import { RegistrationForm } from './RegistrationForm'

/** `<bootcamp-register>`: the registration form (anchor `registration`). */
export function RegisterSection() {
  const { registration: REGISTRATION } = useCopy()
  return (
    <Section
      anchor={ANCHORS.registration}
      eyebrow={REGISTRATION.eyebrow}
      heading={REGISTRATION.heading}
      intro={REGISTRATION.intro}
      tone="canvas"
    >
      <div className="mx-auto max-w-3xl rounded-brand bg-surface p-5 shadow-xl ring-1 ring-slate-200 sm:p-8">
        <RegistrationForm />
      </div>
    </Section>
  )
}
