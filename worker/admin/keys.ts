import type { Context } from 'hono'
import type { AppEnv, Bindings } from '../env'
import { ConfigurationError } from '../errors'

const encoder = new TextEncoder()
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** CONSOLE_SECRET, or a configuration error: without it nothing in the audit log could be keyed. */
export function consoleSecret(env: Pick<Bindings, 'CONSOLE_SECRET'>): string {
  if (!env.CONSOLE_SECRET) throw new ConfigurationError('missing_console_secret')
  return env.CONSOLE_SECRET
}

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)))
}

/**
 * HMAC-SHA256 of `purpose:value` as hex. A plain SHA-256 of an IPv4 address is reversed by
 * trying all 2^32 of them; without the secret nothing is. The purpose keeps a client key from
 * ever equalling a username key.
 */
export async function keyedHash(secret: string, purpose: 'client' | 'username' | 'device', value: string): Promise<string> {
  return [...(await hmac(secret, `${purpose}:${value}`))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The client's address, keyed: the audit log and the throttle never hold it readable or reversible. */
export const clientKey = <E extends AppEnv>(c: Context<E>) => keyedHash(consoleSecret(c.env), 'client', c.req.header('cf-connecting-ip') ?? 'unknown')

/** Constant-time equality of two strings of the same alphabet. */
function sameText(a: string, b: string) {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/**
 * The device cookie of OWASP's "device cookies" pattern: `<username key>.<device id>.<HMAC>`.
 * It proves this browser signed in as that user before, so its sign-ins are throttled on their
 * own and a stranger's failures for the username never lock it out. It names no one (the
 * username is a keyed hash) and cannot be forged without CONSOLE_SECRET.
 */
export async function signDeviceCookie(secret: string, usernameKey: string, deviceId: string): Promise<string> {
  const payload = `${usernameKey}.${deviceId}`
  return `${payload}.${toBase64Url(await hmac(secret, `device-cookie:${payload}`))}`
}

/** The device id of a genuine device cookie issued for `usernameKey`; null for anything else. */
export async function verifyDeviceCookie(secret: string, cookie: string | undefined, usernameKey: string): Promise<string | null> {
  const match = /^([0-9a-f]{64})\.([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '')
  if (!match || match[1] !== usernameKey) return null
  const expected = await signDeviceCookie(secret, usernameKey, match[2]!)
  return sameText(expected, cookie!) ? match[2]! : null
}
