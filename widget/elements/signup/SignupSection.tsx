import { AnchorTarget } from '../../ui/Section'
import { PUBLIC_ENDPOINTS } from '../../../contract/public-endpoints'
import type { EmailSignupSchema } from '../../../contract'
import { ANCHORS } from '../../../content/anchors'
import { useCopy } from '../../lib/element-context'
import { isAnchored } from '../../markup'
import { useSchema } from '../../forms/use-schemas'
import { FormFrame } from '../../forms/FormFrame'
import { useSubmission, type FormValues } from '../../forms/use-submission'
import { TextField } from '../../ui/fields'

const INITIAL: FormValues<EmailSignupSchema> = { email: '' }

/** `<bootcamp-signup>`: one email field for the free confidence guide. */
export function SignupSection() {
  const { signup: SIGNUP } = useCopy()
  const form = useSubmission({
    form: 'signup',
    schema: useSchema('emailSignup'),
    path: PUBLIC_ENDPOINTS.emailSignup.path,
    initialValues: INITIAL,
    copy: SIGNUP,
  })
  return (
    <section
      id={ANCHORS.signup}
      {...isAnchored}
      part="section section-signup"
      aria-labelledby="signup-heading"
      className="bg-primary px-4 py-16 text-on-primary outline-none sm:px-6 md:py-20"
    >
      <AnchorTarget anchor={ANCHORS.signup} />
      <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{SIGNUP.eyebrow}</p>
          <h2 id="signup-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance">
            {SIGNUP.heading}
          </h2>
          <p className="mt-3 text-on-primary/90">{SIGNUP.intro}</p>
        </div>
        <div className="rounded-brand bg-surface p-5 text-ink shadow-xl sm:p-6">
          <FormFrame name="signup" form={form} copy={SIGNUP} submitClassName="mt-4 w-full">
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              label={SIGNUP.labels.email}
              placeholder={SIGNUP.placeholders.email}
              value={form.values.email}
              error={form.errors.email}
              onChange={(event) => form.setField('email', event.target.value)}
            />
          </FormFrame>
        </div>
      </div>
    </section>
  )
}
