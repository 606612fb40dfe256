import type { Email } from './email'

/** Line breaks of any kind, and tabs: each run becomes one space, so "a\r\nb" stays two words. */
const LINE_BREAKS = /[\t\r\n\u0085\u2028\u2029]+/gu
/** The other controls (NUL, ESC…) and the direction marks, overrides and isolates that disguise text. */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu

/** A header value on one line, with nothing in it that could end the header or hide what it says. */
const headerValue = (value: string) => value.replace(LINE_BREAKS, ' ').replace(INVISIBLE, '').trim()

/**
 * The email as it goes to `send_email`: every header value (addresses, subject, the extra
 * headers) through headerValue. Subjects carry staff's words and participants' names, read from
 * rows that were checked when stored, but this is the one place every email passes, so a row
 * stored before a check existed, or written by hand, cannot add a header (a Bcc) or break one.
 */
export function withSafeHeaders(email: Email): Email {
  const { from, to, subject, replyTo, headers } = email
  return {
    ...email,
    from: headerValue(from),
    to: headerValue(to),
    subject: headerValue(subject),
    ...(replyTo === undefined ? {} : { replyTo: headerValue(replyTo) }),
    ...(headers === undefined
      ? {}
      : {
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, value]) => [headerValue(name), headerValue(value)]),
          ),
        }),
  }
}
