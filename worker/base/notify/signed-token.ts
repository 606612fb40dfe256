/**
 * Signed links in emails: `<record id>.<expiry, epoch seconds>[.<link version>].<HMAC-SHA256>`,
 * base64url. Nothing in them is personal (a record's random id), nothing can be forged without
 * UNSUBSCRIBE_SECRET, and each stops working at its expiry. A purpose is signed with the rest,
 * so a token made for one link (a seat's claim) opens no other (an unsubscribe). A registration's
 * links carry its `link_version`, which staff raise to turn every earlier link off; a token
 * without one (sent before versions existed) counts as version 0.
 */
import { fromBase64Url, hmacKey, hmacSha256, toBase64Url } from '../hash'

const UNSUBSCRIBE_VALID_FOR_SECONDS = 365 * 24 * 60 * 60
const encoder = new TextEncoder()

/** What a token opens. Unsubscribe tokens sign no prefix: the links already sent keep working. */
export type TokenPurpose =
  | 'unsubscribe'
  | 'seat-claim'
  | 'payment'
  | 'assessment'
  | 'interest-place'
  | 'follow-up-stop'
  // One per follow-up email, so the answer link of day 7 cannot answer day 14's.
  | `follow-up-answer-day-${7 | 14 | 30}`
/** What is signed: the version, when there is one, is part of it, so it cannot be changed or dropped. */
const signed = (purpose: TokenPurpose, idAndExpiry: string) =>
  purpose === 'unsubscribe' ? idAndExpiry : `${purpose}:${idAndExpiry}`

/**
 * A token for the record `id`, for `purpose`, valid until `expiresAt` (epoch seconds), and, for
 * a registration's link, only while the registration's `link_version` is still `version`.
 */
export async function signToken(
  secret: string,
  purpose: TokenPurpose,
  id: string,
  expiresAt: number,
  version?: number,
): Promise<string> {
  const idAndExpiry = version === undefined ? `${id}.${expiresAt}` : `${id}.${expiresAt}.${version}`
  return `${idAndExpiry}.${toBase64Url(await hmacSha256(secret, signed(purpose, idAndExpiry)))}`
}

/**
 * The record id, expiry and link version (0 when the token has none) of a genuine, unexpired
 * token for `purpose`; null for anything else. Comparing the version with the record's is the caller's.
 */
export async function verifyToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  nowMs = Date.now(),
): Promise<{ id: string; expiresAt: number; version: number } | null> {
  // A version is written without leading zeros: one spelling per token.
  const match = /^(([0-9a-f-]{36})\.(\d{1,12})(?:\.(0|[1-9]\d{0,8}))?)\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, idAndExpiry = '', id = '', expiresAt = '', version = '0', signature = ''] = match
  let signatureBytes: Uint8Array<ArrayBuffer>
  try {
    signatureBytes = fromBase64Url(signature)
  } catch {
    return null
  }
  // The last of 43 characters carries two unused bits: only the one canonical spelling counts,
  // so a link cannot be varied into many that all work.
  if (toBase64Url(signatureBytes) !== signature) return null
  // verify() compares in constant time.
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes,
    encoder.encode(signed(purpose, idAndExpiry)),
  )
  if (!genuine || Number(expiresAt) < nowMs / 1000) return null
  return { id, expiresAt: Number(expiresAt), version: Number(version) }
}

/** A token for the sign-up `signupId`, valid until `now + 1 year` (or an explicit expiry). */
export function signUnsubscribeToken(
  secret: string,
  signupId: string,
  expiresAt = Math.floor(Date.now() / 1000) + UNSUBSCRIBE_VALID_FOR_SECONDS,
): Promise<string> {
  return signToken(secret, 'unsubscribe', signupId, expiresAt)
}

/** The sign-up id of a genuine, unexpired unsubscribe token; null for anything else. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  return (await verifyToken(secret, 'unsubscribe', token))?.id ?? null
}
