import type { Context } from 'hono'
import type { AppEnv, Bindings } from '../base/env'
import { ConfigurationError } from '../base/errors'
import { fromBase64Url, hmacKey, hmacSha256, toBase64Url, toHex } from '../base/hash'

/** CONSOLE_SECRET, or a configuration error: without it nothing in the audit log could be keyed. */
export function consoleSecret(env: Pick<Bindings, 'CONSOLE_SECRET'>): string {
  if (!env.CONSOLE_SECRET) throw new ConfigurationError('missing_console_secret')
  return env.CONSOLE_SECRET
}

/**
 * HMAC-SHA256 of `purpose:value` as hex. A plain SHA-256 of an IPv4 address is reversed by
 * trying all 2^32 of them; without the secret nothing is. The purpose keeps a client key from
 * ever equalling a username key.
 */
export async function keyedHash(
  secret: string,
  purpose: 'client' | 'username' | 'device',
  value: string,
): Promise<string> {
  return toHex(await hmacSha256(secret, `${purpose}:${value}`))
}

/** The client's address, keyed: the audit log and the throttle never hold it readable or reversible. */
export const clientKey = <E extends AppEnv>(c: Context<E>) =>
  keyedHash(consoleSecret(c.env), 'client', c.req.header('cf-connecting-ip') ?? 'unknown')

/** The device cookie's name: sent to the sign-in and to the signed-in account's own routes (`/api/admin/session/…`). */
export const DEVICE_COOKIE = 'bootcamp_device'

/**
 * The device cookie of OWASP's "device cookies" pattern: `<username key>.<device id>.<HMAC>`.
 * It proves this browser signed in as that user before, so its sign-ins are throttled on their
 * own and a stranger's failures for the username never lock it out. It names no one (the
 * username is a keyed hash) and cannot be forged without CONSOLE_SECRET.
 */
export async function signDeviceCookie(secret: string, usernameKey: string, deviceId: string): Promise<string> {
  return `${usernameKey}.${deviceId}.${toBase64Url(await hmacSha256(secret, signedText(usernameKey, deviceId)))}`
}

/** What a device cookie's signature covers; the prefix keeps it from ever equalling another HMAC of ours. */
const signedText = (usernameKey: string, deviceId: string) => `device-cookie:${usernameKey}.${deviceId}`

/** The device id of a genuine device cookie issued for `usernameKey`; null for anything else. */
export async function verifyDeviceCookie(
  secret: string,
  cookie: string | undefined,
  usernameKey: string,
): Promise<string | null> {
  const match = /^([0-9a-f]{64})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '')
  if (!match || match[1] !== usernameKey) return null
  const [, , deviceId = '', signature = ''] = match
  const signatureBytes = fromBase64Url(signature)
  // Only the one canonical spelling of the signature counts (its last character has spare bits);
  // verify() compares in constant time.
  if (toBase64Url(signatureBytes) !== signature) return null
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes,
    new TextEncoder().encode(signedText(usernameKey, deviceId)),
  )
  return genuine ? deviceId : null
}
