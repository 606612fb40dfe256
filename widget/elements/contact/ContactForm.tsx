import { PUBLIC_ENDPOINTS } from '../../../contract/public-endpoints'
import { CONTACT_SUBJECT_VALUES } from '../../../contract/constants'
import type { ContactSchema } from '../../../contract/schemas'
import { useMemo } from 'react'
import { FormFrame } from '../../forms/FormFrame'
import { useCopy, useElement } from '../../lib/element-context'
import { useSchema } from '../../forms/use-schemas'
import { useSubmission, type FormValues } from '../../forms/use-submission'
import { SelectField, TextAreaField, TextField } from '../../ui/fields'

const INITIAL: FormValues<ContactSchema> = { name: '', email: '', subject: '', message: '' }

export function ContactForm() {
  const { contact: CONTACT } = useCopy()
  const { labels, placeholders } = CONTACT
  const { subject } = useElement().prefill
  const prefill = useMemo(
    () => (CONTACT_SUBJECT_VALUES.some((value) => value === subject) ? { subject: subject! } : {}),
    [subject],
  )
  const form = useSubmission({
    form: 'contact',
    schema: useSchema('contact'),
    path: PUBLIC_ENDPOINTS.contact.path,
    initialValues: INITIAL,
    copy: CONTACT,
    keepDraft: true,
    prefill,
  })
  const { values, errors, setField } = form
  return (
    <FormFrame name="contact" form={form} copy={CONTACT}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={labels.name}
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => setField('email', event.target.value)}
        />
        <SelectField
          name="subject"
          label={labels.subject}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => setField('subject', event.target.value)}
          className="sm:col-span-2"
        >
          <option value="">{placeholders.subject}</option>
          {CONTACT_SUBJECT_VALUES.map((value) => (
            <option key={value} value={value}>
              {CONTACT.subjects[value]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="message"
          label={labels.message}
          rows={5}
          required
          placeholder={placeholders.message}
          value={values.message}
          error={errors.message}
          onChange={(event) => setField('message', event.target.value)}
          className="sm:col-span-2"
        />
      </div>
    </FormFrame>
  )
}
