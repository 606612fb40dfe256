import { parseErrorBody, type FieldIssue, type SuccessBody } from '../../contract/responses'

/**
 * A non-ok answer. Its message is what the failure notice shows: `<status>: <message>` when the
 * body is our JSON error shape (a 13-year-old should read a sentence, not JSON), otherwise
 * `<status>: <body text>`, or the status text when the body is empty.
 */
export class RequestError extends Error {
  /** Field issues of a 400 in the contract's error shape, so they show under their fields. */
  readonly issues: FieldIssue[]

  constructor(
    readonly status: number,
    body: string,
    statusText: string,
  ) {
    const known = parseErrorBody(body)
    super(`${status}: ${known?.message ?? (body || statusText)}`)
    this.issues = Array.isArray(known?.issues) ? known.issues : []
  }
}

/** The origin this script was loaded from: the API lives beside the widget unless told otherwise. */
export const SCRIPT_ORIGIN = new URL(import.meta.url).origin

/**
 * POSTs JSON with credentials (cookies included, for a console that signs in) and returns the
 * success body. `language` goes as Accept-Language: the API answers (and later emails) in it.
 */
export async function postJson(apiBase: string, path: string, body: unknown, language = 'en'): Promise<SuccessBody> {
  const response = await fetch(new URL(path, apiBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
    credentials: 'include',
  })
  if (!response.ok) throw new RequestError(response.status, await response.text(), response.statusText)
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a 2xx of our API has the contract's shape (the worker's tests hold it)
  return (await response.json()) as SuccessBody
}
