/**
 * Signed one-click unsubscribe tokens: `<sign-up id>.<expiry, epoch seconds>.<HMAC-SHA256>`,
 * base64url. Nothing in them is personal (the sign-up's random id), nothing can be forged
 * without UNSUBSCRIBE_SECRET, and they stop working after a year.
 */
import { fromBase64Url, hmacKey, hmacSha256, toBase64Url } from '../hash'

const VALID_FOR_SECONDS = 365 * 24 * 60 * 60
const encoder = new TextEncoder()

/** A token for the sign-up `signupId`, valid until `now + 1 year` (or an explicit expiry). */
export async function signUnsubscribeToken(secret: string, signupId: string, expiresAt = Math.floor(Date.now() / 1000) + VALID_FOR_SECONDS): Promise<string> {
  const payload = `${signupId}.${expiresAt}`
  return `${payload}.${toBase64Url(await hmacSha256(secret, payload))}`
}

/** The sign-up id of a genuine, unexpired token; null for anything else. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, signupId, expiresAt, signature] = match as unknown as [string, string, string, string]
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
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), signatureBytes, encoder.encode(`${signupId}.${expiresAt}`))
  if (!genuine || Number(expiresAt) < Date.now() / 1000) return null
  return signupId
}
