import { useCallback, useRef, useState, type FormEvent } from 'react'
import type * as z from 'zod/mini'
import { toFieldIssues, type Placement, type RegistrationSuccessBody } from '../../contract/responses'
import type { SubmissionMeta } from '../../contract/schemas'
import { postJson, RequestError } from '../lib/api'
import { useElement } from '../lib/element-context'
import { emit, FAILURE_EVENT, SUCCESS_EVENTS, type BootcampForm } from '../lib/events'
import { useNotices } from '../notices/NoticeProvider'
import {
  fillableValues,
  toFieldErrors,
  typedIntoControls,
  withElementFields,
  withServedValues,
  type FieldErrors,
} from './form-values'
import { useChallenge } from './use-challenge'
import { draftKey, useDraft } from './use-draft'

export type FormStatus = 'editing' | 'submitting' | 'done'

interface SubmissionCopy {
  notices: { successTitle: string; failureTitle: string; failureFallback: string }
}

type Widen<T> = T extends boolean ? boolean : T extends string ? string : T

/**
 * What a form's controls hold: every field the visitor fills in the schema's input, each
 * present (a select's empty choice is "", a checkbox false). The fields every form adds
 * (partner, honeypot, challenge token) are the hook's, not the form's.
 */
export type FormValues<Schema extends z.ZodMiniType> = {
  // The group code travels like the element's fields, from the link (runtime.tsx), never typed.
  [K in Exclude<keyof z.input<Schema>, keyof SubmissionMeta | 'groupCode'>]-?: Widen<
    Exclude<z.input<Schema>[K], undefined>
  >
}

interface Options<Schema extends z.ZodMiniType> {
  form: BootcampForm
  /** The contract's schema, fetched on the first keystroke or send (use-schemas.ts). */
  schema: () => Promise<Schema>
  path: string
  initialValues: FormValues<Schema>
  copy: SubmissionCopy
  /** Keep what is typed across a reload of this tab (registration and contact). */
  keepDraft?: boolean
  /** Values to start with from the element's attributes or the link; only valid ones are given. */
  prefill?: Partial<FormValues<Schema>>
}

/**
 * One form's life: editing -> submitting -> done, or back to editing with a destructive notice
 * and everything typed kept. Validates with the shared contract schema before sending; after
 * the first attempt, fields revalidate as they change.
 */
export function useSubmission<Schema extends z.ZodMiniType>({
  form,
  schema,
  path,
  initialValues,
  copy,
  keepDraft = false,
  prefill,
}: Options<Schema>) {
  type Values = FormValues<Schema>
  const {
    apiBase,
    host,
    partner,
    turnstileSiteKey,
    campaign,
    language,
    prefill: { group },
    copy: { validation },
    served,
  } = useElement()
  const { notify } = useNotices()
  // A form the worker answered without script starts where that answer left it: the values it
  // wrote back into the controls, its messages, or its success panel.
  const servedEditing = served?.status === 'editing' ? served : null
  const [values, setValues] = useState(() =>
    servedEditing?.values ? withServedValues(initialValues, servedEditing.values) : initialValues,
  )
  const servedDone = served?.status === 'done' ? served : null
  const [errors, setErrors] = useState<FieldErrors>(servedEditing?.errors ?? {})
  const [status, setStatus] = useState<FormStatus>(servedDone ? 'done' : 'editing')
  // Where a sent registration stands (the API's `status`): the success panel says it.
  const [placement, setPlacement] = useState<Placement | null>(servedDone?.placement ?? null)
  // A refusal with no field, from the worker's answer: shown at the top of the form until the next send.
  const [notice, setNotice] = useState<string | null>(servedEditing?.notice ?? null)
  // The success panel's way back to the empty form is the worker's link while it shows its answer.
  const [againHref, setAgainHref] = useState<string | null>(servedDone?.again ?? null)
  const [focusRequest, setFocusRequest] = useState(0)
  const challenge = useChallenge(turnstileSiteKey)
  const challengeToken = challenge.token
  const [trap, setTrap] = useState('')
  const attempted = useRef(servedEditing !== null && Object.keys(servedEditing.errors).length > 0)
  // A ref, not state: a fast double click arrives before React re-renders the disabled button.
  const inFlight = useRef(false)
  const savedDraft = useDraft(keepDraft ? draftKey(form, host) : null, values, initialValues)

  /** The values with what the element adds to every submission (form-values.ts). */
  const withElement = useCallback(
    (next: Values): Values & SubmissionMeta =>
      withElementFields(next, { form, partner, campaign, challengeToken, trap, group }),
    [partner, campaign, challengeToken, trap, group, form],
  )

  /** Back to the spec's empty form, with no messages and no revalidation until the next attempt. */
  const clearForm = useCallback(() => {
    setValues(initialValues)
    setTrap('')
    setErrors({})
    attempted.current = false
  }, [initialValues])

  const validate = useCallback(
    (rules: Schema | null, next: Values): FieldErrors => {
      const result = rules?.safeParse(withElement(next))
      return !result || result.success ? {} : toFieldErrors(toFieldIssues(result.error.issues, validation))
    },
    [validation, withElement],
  )

  // The schema once it has arrived: the first keystroke asks for it, a send waits for it.
  const loaded = useRef<Schema | null>(null)
  const loadSchema = useCallback(
    () =>
      schema().then(
        (arrived) => {
          // After the worker's answer to a first attempt, what was typed meanwhile is checked as it
          // arrives (a send that waits for it checks for itself).
          if (!loaded.current && attempted.current && !inFlight.current)
            setValues((current) => {
              setErrors(validate(arrived, current))
              return current
            })
          return (loaded.current = arrived)
        },
        // Not arrived (offline): the form sends all the same, and the worker's answer names the fields.
        () => null,
      ),
    [schema, validate],
  )

  const setField = useCallback(
    <K extends keyof Values>(name: K, value: Values[K]) => {
      if (!loaded.current) void loadSchema()
      setValues((current) => {
        const next = { ...current, [name]: value }
        // (Until the schema arrives, the messages shown stay: a form the worker answered shows its own.)
        if (attempted.current && loaded.current) setErrors(validate(loaded.current, next))
        return next
      })
    },
    [validate, loadSchema],
  )

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (inFlight.current) return
      // Set before waiting for the schema: a second click meanwhile sends nothing.
      inFlight.current = true
      attempted.current = true
      setNotice(null)
      const found = validate(await loadSchema(), values)
      const waitingForChallenge = challenge.blocker()
      if (waitingForChallenge) found.turnstileToken = waitingForChallenge
      setErrors(found)
      if (Object.keys(found).length > 0) {
        inFlight.current = false
        return setFocusRequest((n) => n + 1)
      }

      setStatus('submitting')
      try {
        const answer: Partial<RegistrationSuccessBody> = await postJson(apiBase, path, withElement(values), language)
        const { message = '' } = answer
        setPlacement(answer.status ?? null)
        notify({ variant: 'success', title: copy.notices.successTitle, description: message })
        emit(host, SUCCESS_EVENTS[form], {
          form,
          message,
          partner,
          ...(answer.status ? { status: answer.status } : {}),
        })
        clearForm()
        setStatus('done')
      } catch (error) {
        const issues = error instanceof RequestError ? error.issues : []
        if (issues.length > 0) {
          setErrors(toFieldErrors(issues))
          setFocusRequest((n) => n + 1)
        }
        const description = error instanceof RequestError ? error.message : copy.notices.failureFallback
        notify({ variant: 'destructive', title: copy.notices.failureTitle, description })
        emit(host, FAILURE_EVENT, { form, message: description, partner })
        setStatus('editing')
      } finally {
        inFlight.current = false
        if (turnstileSiteKey) challenge.reset()
      }
    },
    [
      apiBase,
      challenge,
      clearForm,
      copy,
      form,
      host,
      language,
      loadSchema,
      notify,
      partner,
      path,
      turnstileSiteKey,
      validate,
      values,
      withElement,
    ],
  )

  /**
   * When the form becomes live: what was typed into pre-rendered controls before the script ran
   * becomes state, then fields still at their defaults take the saved draft, then the prefill.
   * Consents and terms (booleans) are never filled in for the visitor.
   */
  const takeOver = useCallback(
    (element: HTMLFormElement) => {
      setValues((current) => {
        const typed = typedIntoControls(element, current as Record<string, unknown>)
        return Object.keys(typed).length > 0 ? { ...current, ...typed } : current
      })
      const offered: Record<string, unknown> = { ...prefill, ...savedDraft() }
      setValues((current) => {
        const filled = fillableValues(
          current as Record<string, unknown>,
          initialValues as Record<string, unknown>,
          offered,
        )
        return filled.length > 0 ? { ...current, ...Object.fromEntries(filled) } : current
      })
    },
    [initialValues, prefill, savedDraft],
  )

  const startOver = useCallback(() => {
    setAgainHref(null)
    clearForm()
    setStatus('editing')
  }, [clearForm])

  const honeypot = { value: trap, onChange: setTrap }
  return {
    values,
    errors,
    status,
    placement,
    notice,
    againHref,
    setField,
    submit,
    startOver,
    focusRequest,
    honeypot,
    challenge: challenge.props(errors.turnstileToken),
    takeOver,
  }
}
