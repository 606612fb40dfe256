/**
 * Salted PBKDF2-SHA256 password hashes for the `users` table, written as
 * `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`.
 */
/**
 * 100,000 is the most the Workers runtime's WebCrypto accepts for PBKDF2 (more throws), below
 * OWASP's 600,000 for SHA-256. Each stored hash names its own iteration count and verification
 * reads it from there, so when the ceiling rises this number can too: old hashes keep working
 * and each is replaced at its next password change.
 */
const ITERATIONS = 100_000
const PREFIX = 'pbkdf2-sha256'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return [PREFIX, ITERATIONS, toBase64(salt), toBase64(await derive(password, salt, ITERATIONS))].join('$')
}

/**
 * Compares in constant time, so a timing difference does not reveal how much of the hash
 * matched. (Written out rather than workerd's crypto.subtle.timingSafeEqual: the account
 * commands hash with this module under Node too.)
 */
function sameBytes(a: Uint8Array, b: Uint8Array) {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!
  return difference === 0
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterations, salt, hash] = stored.split('$')
  if (prefix !== PREFIX || !iterations || !salt || !hash) return false
  const expected = fromBase64(hash)
  const actual = await derive(password, fromBase64(salt), Number(iterations))
  return sameBytes(actual, expected)
}
