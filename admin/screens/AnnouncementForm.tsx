import { ANNOUNCEMENT_AUDIENCES } from '../../contract/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SUBJECT_MAX,
  type AnnouncementDraft,
  type AnnouncementPreview,
} from '../../contract/admin'
import { ADMIN } from '../../content/admin'
import { ANNOUNCEMENT_OUTCOME_WORDS as OUTCOME_WORDS } from '../../content/announcement-outcomes'
import { AnnouncementOutcomesList } from './AnnouncementOutcomesList'
import { callEndpoint, EVERY_SCREEN, RequestError, useEndpoint } from '../api'
import { formatWhen } from '../ui/format'
import { Field } from '../ui/Field'
import { INPUT, LABEL, MutationStatus, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/Status'

const copy = ADMIN.announce
const EMPTY: AnnouncementDraft = { audience: 'seated', subject: '', body: '', subjectEs: '', bodyEs: '' }
type TextField = 'subject' | 'body' | 'subjectEs' | 'bodyEs'

/**
 * Write, preview, send. The preview fixes the text and a key for this send: pressing Send twice,
 * or again after a lost answer, sends once (the worker keeps the key). Changing the text goes
 * back to writing and makes a new key at the next preview.
 */
export function AnnouncementForm({ cohortId }: { cohortId: string }) {
  const client = useQueryClient()
  const formId = useId()
  const [draft, setDraft] = useState<AnnouncementDraft>(EMPTY)
  const [shown, setShown] = useState<{ preview: AnnouncementPreview; requestKey: string } | null>(null)
  const preview = useMutation({
    mutationFn: () => callEndpoint('previewAnnouncement', { id: cohortId }, draft),
    onSuccess: (answer) => setShown({ preview: answer, requestKey: crypto.randomUUID() }),
  })
  // A second click before React re-renders the button as disabled sends no second request; a retry
  // or another tab with the same key is the worker's to refuse.
  const inFlight = useRef<string | null>(null)
  const send = useMutation({
    mutationFn: (requestKey: string) => callEndpoint('sendAnnouncement', { id: cohortId }, { ...draft, requestKey }),
    onSettled: () => (inFlight.current = null),
    onSuccess: () => {
      setShown(null)
      setDraft(EMPTY)
      void client.invalidateQueries({ queryKey: EVERY_SCREEN })
    },
  })
  const failed = preview.error ?? send.error
  const issues = failed instanceof RequestError ? (failed.body?.issues ?? []) : []
  const issueFor = (name: string) => issues.find((issue) => issue.path === name)?.message
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.reset()
    if (!preview.isPending) preview.mutate()
  }
  const field = (name: TextField, multiline: boolean) => {
    const issue = issueFor(name)
    const props = {
      value: draft[name] ?? '',
      onChange: (event: { target: { value: string } }) =>
        setDraft((current) => ({ ...current, [name]: event.target.value })),
      required: name === 'subject' || name === 'body',
      maxLength: name.startsWith('subject') ? ANNOUNCEMENT_SUBJECT_MAX : ANNOUNCEMENT_BODY_MAX,
      readOnly: shown !== null,
      'aria-invalid': issue ? true : undefined,
      'aria-describedby': issue ? `${formId}-${name}` : undefined,
      // Tinted while the preview shows: what was previewed is what Send sends.
      className: `${INPUT} read-only:bg-canvas`,
    }
    return (
      <Field label={copy[name]} issue={issue} issueId={`${formId}-${name}`}>
        {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      </Field>
    )
  }
  const total = shown ? shown.preview.recipients.en + shown.preview.recipients.es : 0
  return (
    <section aria-labelledby={`${formId}-heading`} className="mb-8 print:hidden">
      <h2 id={`${formId}-heading`} className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mb-3 max-w-3xl text-muted">{copy.intro}</p>
      <form
        onSubmit={submit}
        className="grid max-w-3xl gap-3 rounded-brand bg-surface p-4 shadow-sm ring-1 ring-black/5"
      >
        <fieldset disabled={shown !== null}>
          <legend className={LABEL}>{copy.audience}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
            {ANNOUNCEMENT_AUDIENCES.map((audience) => (
              <label key={audience} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${formId}-audience`}
                  checked={draft.audience === audience}
                  onChange={() => setDraft((current) => ({ ...current, audience }))}
                  className="size-5"
                />
                {copy.audiences[audience]}
              </label>
            ))}
          </div>
          {issueFor('audience') && <p className="mt-1 text-sm font-semibold text-danger">{issueFor('audience')}</p>}
        </fieldset>
        {field('subject', false)}
        {field('body', true)}
        <p className="text-sm text-muted">{copy.spanishHint}</p>
        {field('subjectEs', false)}
        {field('bodyEs', true)}
        {/* Kept while the preview shows (the text is fixed then: "Change the text" frees it). */}
        <div>
          <button type="submit" disabled={preview.isPending || shown !== null} className={SECONDARY_BUTTON}>
            {preview.isPending ? copy.previewing : copy.preview}
          </button>
        </div>
      </form>
      {shown && (
        <section
          aria-labelledby={`${formId}-preview`}
          className="mt-4 max-w-3xl rounded-brand bg-surface p-4 ring-2 ring-primary"
        >
          <h3 id={`${formId}-preview`} className="text-lg font-bold">
            {copy.previewHeading}
          </h3>
          <p className="mt-1 font-semibold">
            {copy.recipients(shown.preview.recipients.en, shown.preview.recipients.es)}
          </p>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {(['en', 'es'] as const).map((language) => (
              <article key={language} lang={language} className="rounded-brand bg-canvas p-3">
                <h4 className="text-sm font-semibold text-muted">{language === 'en' ? copy.english : copy.spanish}</h4>
                <p className="font-bold wrap-anywhere">{shown.preview.emails[language].subject}</p>
                <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere">{shown.preview.emails[language].text}</p>
              </article>
            ))}
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={send.isPending || total === 0}
              onClick={() => {
                if (inFlight.current === shown.requestKey) return
                inFlight.current = shown.requestKey
                send.mutate(shown.requestKey)
              }}
              className={PRIMARY_BUTTON}
            >
              {send.isPending ? copy.sending : copy.send(total)}
            </button>
            <button type="button" disabled={send.isPending} onClick={() => setShown(null)} className={SECONDARY_BUTTON}>
              {copy.edit}
            </button>
          </div>
        </section>
      )}
      <MutationStatus
        mutation={preview.isError ? preview : send}
        fieldsShown={issues.length > 0}
        done={send.data ? (send.data.repeated ? copy.alreadySent : copy.sent(send.data.recipients)) : undefined}
        className="mt-3 min-h-6 text-sm font-semibold"
      />
      <AnnouncementHistory cohortId={cohortId} />
    </section>
  )
}

function AnnouncementHistory({ cohortId }: { cohortId: string }) {
  const history = useEndpoint('announcements', { id: cohortId })
  const [open, setOpen] = useState<string | null>(null)
  return (
    <>
      <h3 className="mt-4 text-lg font-bold">{copy.historyHeading}</h3>
      {history.data && history.data.length === 0 && <p className="text-muted">{copy.noHistory}</p>}
      <ul className="mt-1 grid max-w-3xl gap-1">
        {history.data?.map((row) => (
          <li key={row.id} className="rounded-brand bg-surface px-3 py-2 ring-1 ring-black/5 wrap-anywhere">
            {copy.historyLine(row.subject, row.recipients, row.sentBy, formatWhen(row.createdAt))}
            {row.skipped > 0 && ` · ${OUTCOME_WORDS.skipped(row.skipped)}`}
            <div>
              <button
                type="button"
                aria-expanded={open === row.id}
                aria-controls={`${row.id}-outcomes`}
                onClick={() => setOpen(open === row.id ? null : row.id)}
                className="min-h-11 font-semibold text-primary underline underline-offset-2"
              >
                {open === row.id ? OUTCOME_WORDS.hide : OUTCOME_WORDS.show}
              </button>
            </div>
            <div id={`${row.id}-outcomes`}>
              {open === row.id && (
                <AnnouncementOutcomesList cohortId={cohortId} announcementId={row.id} subject={row.subject} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
