import type { Context } from 'hono'
import type * as z from 'zod/mini'
import { MAX_BODY_BYTES, type Placement, type SuccessBody } from '../../contract'
import {
  FORM_FIELD,
  fromFormFields,
  isNativeForm,
  isPlacement,
  NATIVE_FIELDS,
  PLACEMENT_PARAMETER,
  SENT_PARAMETER,
  type NativeForm,
} from '../../contract/native-forms'
import type { Language } from '../../content/language'
import type { AppEnv } from '../base/env'
import { ApiError, sentence } from '../base/errors'
import { readTextAtMost } from '../base/middleware/json-body'
import { isAllowedOrigin } from '../base/middleware/origins'
import { contactSubmission } from '../contact/routes'
import { signupSubmission } from '../signups/routes'
import { registerSubmission } from '../registration/routes'
import { acceptSubmission, type SubmissionOptions, type SubmittedFields } from '../base/submission'
import { validInLanguage } from '../base/validation'
import { noScriptMarkup } from './markup'
import { withFocusOn, withRefusal, withSuccess } from './render'

/** Each form's submission: the same options, so the same checks, rows and emails, as its JSON endpoint. */
/**
 * One form's checks and submission, generic so each form keeps its own schema's types: the
 * same validation (in the page's language) and the same pipeline as its JSON endpoint.
 */
async function submitForm<Schema extends z.ZodMiniType<SubmittedFields>, Answer extends object>(
  c: Context<AppEnv>,
  options: SubmissionOptions<Schema, Answer>,
  language: Language,
  values: unknown,
) {
  const submission = await validInLanguage(language, options.schemas[language], values)
  // The challenge runs in the visitor's browser; without a script there is no token to check.
  if (c.env.TURNSTILE_SECRET_KEY) throw new ApiError(403, 'challengeNeedsScript')
  return acceptSubmission(c, options, submission)
}

/** Each form's submission, as its JSON endpoint takes it. */
type Submit = (c: Context<AppEnv>, language: Language, values: unknown) => Promise<SuccessBody & { status?: Placement }>
const SUBMIT: Record<NativeForm, Submit> = {
  registration: (c, language, values) => submitForm(c, registerSubmission, language, values),
  signup: (c, language, values) => submitForm(c, signupSubmission, language, values),
  contact: (c, language, values) => submitForm(c, contactSubmission, language, values),
}

/** A page of ours whose forms post to it: its language, the forms it shows, and the page as served. */
export interface FormPage {
  language: Language
  forms: readonly NativeForm[]
  page: () => Response | Promise<Response>
}

const FORM_MEDIA_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i

/** The page's address with these parameters set (or removed, for null): the query it came with is kept. */
function addressWith(url: string, parameters: Record<string, string | null>): string {
  const { pathname, searchParams } = new URL(url)
  for (const [name, value] of Object.entries(parameters)) {
    if (value === null) searchParams.delete(name)
    else searchParams.set(name, value)
  }
  const query = searchParams.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** A refusal as the form shows it: the first message under each field it has, else one notice at its top. */
function refusalOf(c: Context<AppEnv>, form: NativeForm, error: ApiError) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues ?? []) {
    if (Object.hasOwn(NATIVE_FIELDS[form], issue.path)) errors[issue.path] ??= sentence(c, issue.message)
  }
  return { errors, notice: Object.keys(errors).length > 0 ? null : sentence(c, error.reason) }
}

/** A page answered to one visitor: never cached, with the refusal's status and headers (Retry-After). */
function answered(page: Response, status: number, headers: Record<string, string> = {}): Response {
  const answer = new Response(page.body, { status, headers: page.headers })
  answer.headers.set('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value)
  return answer
}

/**
 * A form posted without script (or before it arrived) to one of our pages: read as HTML sends
 * it, turned into the JSON the script would send (contract/native-forms.ts), then the same
 * checks, rows and emails as the JSON endpoint, in the page's language. Sent: a redirect to the
 * page showing the success panel, so a reload posts nothing again. Refused: the page again, with
 * what was typed, each message under its field, or the refusal's notice at the top of the form.
 * A request that is no form of this page (a foreign origin, another media type, too large, no
 * form named) gets the API's JSON error: no visitor's browser sends one.
 */
export async function answerFormPost(c: Context<AppEnv>, target: FormPage): Promise<Response> {
  c.set('language', target.language)
  const origin = c.req.header('origin')
  if (origin !== undefined && !isAllowedOrigin(origin, c)) throw new ApiError(403, 'forbiddenOrigin')
  if (!FORM_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) throw new ApiError(415, 'unsupportedMediaType')
  const fields = new URLSearchParams(await readTextAtMost(c, MAX_BODY_BYTES))
  const form = fields.get(FORM_FIELD)
  if (!isNativeForm(form) || !target.forms.includes(form)) throw new ApiError(400, 'invalid')
  try {
    const values = fromFormFields(form, fields, new URL(c.req.url).searchParams)
    const answer = await SUBMIT[form](c, target.language, values)
    return c.redirect(
      addressWith(c.req.url, {
        [FORM_FIELD]: null,
        [SENT_PARAMETER]: form,
        [PLACEMENT_PARAMETER]: answer.status ?? null,
      }),
      303,
    )
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const page = withRefusal(await target.page(), {
      form,
      language: target.language,
      values: fields,
      ...refusalOf(c, form, error),
    })
    return answered(page, error.status, error.headers)
  }
}

/**
 * A page's address after a form was sent (`?sent=registration&placement=seated`): the form's
 * success panel in its place; its link back (`?form=registration`) opens the empty form, focused.
 * Anything else in the address is kept; an unknown value shows the page as it is.
 */
export async function withFormAnswer(
  c: Context<AppEnv>,
  page: Response,
  target: Omit<FormPage, 'page'>,
): Promise<Response> {
  const sent = c.req.query(SENT_PARAMETER)
  if (isNativeForm(sent) && target.forms.includes(sent)) {
    const placement = c.req.query(PLACEMENT_PARAMETER) ?? null
    const { islands } = (await noScriptMarkup(c))[target.language]
    const again = addressWith(c.req.url, { [SENT_PARAMETER]: null, [PLACEMENT_PARAMETER]: null, [FORM_FIELD]: sent })
    return withSuccess(page, islands, {
      form: sent,
      placement: sent === 'registration' && isPlacement(placement) ? placement : null,
      again,
    })
  }
  const focus = c.req.query(FORM_FIELD)
  return isNativeForm(focus) && target.forms.includes(focus) ? withFocusOn(page, focus) : page
}
