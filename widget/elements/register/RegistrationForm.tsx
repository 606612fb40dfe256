import { PUBLIC_ENDPOINTS } from '../../../contract/public-endpoints'
import { AGE_MAX, AGE_MIN, SESSION_PREFERENCE_VALUES } from '../../../contract/constants'
import type { RegistrationSchema } from '../../../contract/schemas'
import { useEffect, useMemo } from 'react'
import { COHORT_SLOT_ATTRIBUTE } from '../../../contract/cohort-slots'
import { FormFrame } from '../../forms/FormFrame'
import { CohortChoice } from './CohortChoice'
import { SeatsLeft } from './SeatsLeft'
import { GroupJoined, GroupLinkNotice } from './GroupLink'
import { useCopy, useElement } from '../../lib/element-context'
import { useCohortTexts } from '../../forms/use-cohort-texts'
import { knowsChoices } from '../../static/cohort-texts'
import { useSchema } from '../../forms/use-schemas'
import { useSubmission, type FormValues } from '../../forms/use-submission'
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/fields'
import { legalHref } from '../../../content/legal/paths'

/** The form's defaults: the youngest age, text empty, consents false. */
const INITIAL: FormValues<RegistrationSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  age: AGE_MIN,
  sessionPreference: '',
  cohortId: '',
  emergencyContact: '',
  motivation: '',
  parentalConsent: false,
  mediaConsent: false,
  termsAgreement: false,
}

const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i)

export function RegistrationForm() {
  const { registration: REGISTRATION } = useCopy()
  const { labels, placeholders } = REGISTRATION
  const {
    prefill: { session },
    apiBase,
    language,
  } = useElement()
  const prefill = useMemo(
    () => (SESSION_PREFERENCE_VALUES.some((value) => value === session) ? { sessionPreference: session! } : {}),
    [session],
  )
  const form = useSubmission({
    form: 'registration',
    schema: useSchema('registration'),
    path: PUBLIC_ENDPOINTS.register.path,
    initialValues: INITIAL,
    copy: REGISTRATION,
    keepDraft: true,
    prefill,
  })
  const { values, errors, setField } = form
  const cohort = useCohortTexts()
  // A kept draft may name a cohort that has since closed: the next one is chosen instead.
  useEffect(() => {
    if (cohort && knowsChoices(cohort) && values.cohortId && !cohort.choices.some(({ id }) => id === values.cohortId))
      setField('cohortId', '')
  }, [cohort, values.cohortId, setField])
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'emergencyContact') => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
  })
  const check = (name: 'parentalConsent' | 'mediaConsent' | 'termsAgreement') => ({
    name,
    label: labels[name],
    checked: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(name, event.target.checked),
  })

  // The terms page opens in a new tab, so nothing typed here is left behind; on a partner's page it is ours.
  const [beforeLink, afterLink] = labels.termsAgreement.split(REGISTRATION.termsLink)
  const termsPage = legalHref('terms', language)
  const termsLabel = (
    <>
      {beforeLink}
      <a
        href={apiBase ? new URL(termsPage, apiBase).href : termsPage}
        target="_blank"
        rel="noopener"
        className="underline"
      >
        {REGISTRATION.termsLink}
      </a>
      {afterLink}
    </>
  )

  return (
    <FormFrame name="registration" form={form} copy={REGISTRATION} doneExtra={<GroupJoined texts={cohort} />}>
      <GroupLinkNotice texts={cohort} />
      <SeatsLeft texts={cohort} chosen={values.cohortId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('firstName')} autoComplete="given-name" required />
        <TextField {...text('lastName')} autoComplete="family-name" required />
        <TextField {...text('email')} type="email" autoComplete="email" inputMode="email" required />
        <TextField {...text('phone')} type="tel" autoComplete="tel" inputMode="tel" required />
        <SelectField
          name="age"
          label={labels.age}
          value={values.age}
          error={errors.age}
          onChange={(event) => setField('age', Number(event.target.value))}
          required
        >
          {AGES.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="sessionPreference"
          label={labels.sessionPreference}
          value={values.sessionPreference}
          error={errors.sessionPreference}
          onChange={(event) => setField('sessionPreference', event.target.value)}
        >
          <option value="">{placeholders.sessionPreference}</option>
          {SESSION_PREFERENCE_VALUES.map((value) => (
            <option key={value} value={value} {...{ [COHORT_SLOT_ATTRIBUTE]: `session-${value}` }}>
              {cohort?.slots[`session-${value}`] ?? REGISTRATION.sessions[value]}
            </option>
          ))}
        </SelectField>
        <CohortChoice
          choices={cohort?.choices ?? []}
          label={labels.cohortId}
          value={values.cohortId}
          error={errors.cohortId}
          onChange={(value) => setField('cohortId', value)}
        />
        <TextField
          {...text('emergencyContact')}
          placeholder={placeholders.emergencyContact}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="motivation"
          label={labels.motivation}
          rows={4}
          value={values.motivation}
          error={errors.motivation}
          placeholder={placeholders.motivation}
          onChange={(event) => setField('motivation', event.target.value)}
          className="sm:col-span-2"
        />
      </div>
      <fieldset className="mt-6 space-y-4 rounded-brand border border-slate-200 bg-canvas p-4">
        <legend className="sr-only">{REGISTRATION.consentsLegend}</legend>
        <CheckboxField {...check('parentalConsent')} />
        <CheckboxField {...check('mediaConsent')} />
        <CheckboxField {...check('termsAgreement')} label={termsLabel} required />
      </fieldset>
    </FormFrame>
  )
}
