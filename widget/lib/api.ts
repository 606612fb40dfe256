import type { FieldIssue, SuccessBody } from '../../contract'

/**
 * A non-ok answer. Its message is `<status>: <body text>`, or the status text when the body is
 * empty: what the failure notice shows.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
  }

  /** Field issues of a 400 in the contract's error shape, so they show under their fields. */
  get issues(): FieldIssue[] {
    try {
      const parsed = JSON.parse(this.body) as { issues?: unknown }
      return Array.isArray(parsed.issues) ? (parsed.issues as FieldIssue[]) : []
    } catch {
      return []
    }
  }
}

/** The origin this script was loaded from: the API lives beside the widget unless told otherwise. */
export const SCRIPT_ORIGIN = new URL(import.meta.url).origin

/** POSTs JSON with credentials (cookies included, for a console that signs in) and returns the success body. */
export async function postJson(apiBase: string, path: string, body: unknown): Promise<SuccessBody> {
  const response = await fetch(new URL(path, apiBase), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  })
  if (!response.ok) throw new RequestError(response.status, await response.text(), response.statusText)
  return (await response.json()) as SuccessBody
}
