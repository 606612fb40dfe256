import { fromBase64Url, hmacSha256, sha256Hex, toBase64Url } from '../base/hash'

/**
 * An invitation link's token: `<invitation id>.<HMAC-SHA256 of it under CONSOLE_SECRET>`. Only
 * its SHA-256 is stored; the email rebuilds it from the id and the secret, so neither a copy of
 * the database nor the outbox holds a link that works.
 */
export async function invitationToken(secret: string, invitationId: string): Promise<string> {
  return `${invitationId}.${toBase64Url(await hmacSha256(secret, `staff-invitation:${invitationId}`))}`
}

/** The stored form of a token: what a link is looked up by. */
export const invitationTokenHash = (token: string) => sha256Hex(`staff-invitation:${token}`)

/** The invitation id a token names, when it is shaped like one (whether it is genuine is the lookup's). */
export function invitationIdOf(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  try {
    fromBase64Url(match[2]!)
  } catch {
    return null
  }
  return match[1]!
}
