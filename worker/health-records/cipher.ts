import { ConfigurationError } from '../base/errors'

/** Settings the cipher reads: the current key and, while rotating, the keys it replaced. */
export interface HealthKeys {
  /** The key new writes use: 32 bytes, base64 (`wrangler secret put HEALTH_DATA_KEY`). */
  HEALTH_DATA_KEY?: string
  /** Keys rows may still be under during a rotation, comma-separated base64 (docs/operating.md). */
  HEALTH_DATA_KEYS_OLD?: string
}

/** What one write stores: which key, its IV, the ciphertext with GCM's tag (both base64). */
export interface Sealed {
  keyId: string
  iv: string
  ciphertext: string
}

interface Key {
  id: string
  key: CryptoKey
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * A key from its base64 text; its id is the first 16 hex digits of the key's SHA-256, so a row
 * names its key without anyone keeping a table of ids, and the id reveals nothing of the key.
 */
async function importKey(base64: string): Promise<Key> {
  let raw: Uint8Array
  try {
    raw = fromBase64(base64.trim())
  } catch {
    throw new ConfigurationError('health_key_invalid')
  }
  if (raw.length !== 32) throw new ConfigurationError('health_key_invalid')
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw))
  const id = [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return { id, key: await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']) }
}

async function currentKey(env: HealthKeys) {
  if (!env.HEALTH_DATA_KEY) throw new ConfigurationError('health_key_missing')
  return importKey(env.HEALTH_DATA_KEY)
}

/** The registration's id as GCM's additional data: a row copied onto another registration does not open. */
const boundTo = (registrationId: string) => new TextEncoder().encode(registrationId)

/** Encrypts `value` (as JSON) for `registrationId` under the current key, with a fresh 12-byte IV. */
export async function seal(env: HealthKeys, registrationId: string, value: unknown): Promise<Sealed> {
  const { id, key } = await currentKey(env)
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(value))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: boundTo(registrationId) },
    key,
    plain,
  )
  return { keyId: id, iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(sealed)) }
}

/**
 * Decrypts a row written by `seal` with the key its `keyId` names (current or old). A key that
 * is missing, or a ciphertext that does not open under it, is the operator's to fix: a
 * ConfigurationError whose name alone is logged.
 */
export async function open<T>(env: HealthKeys, registrationId: string, row: Sealed): Promise<T> {
  const keys = [await currentKey(env)]
  for (const old of (env.HEALTH_DATA_KEYS_OLD ?? '').split(',').filter((text) => text.trim()))
    keys.push(await importKey(old))
  const match = keys.find((candidate) => candidate.id === row.keyId)
  if (!match) throw new ConfigurationError('health_key_unknown')
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(row.iv), additionalData: boundTo(registrationId) },
      match.key,
      fromBase64(row.ciphertext),
    )
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- written by seal() from a T
    return JSON.parse(new TextDecoder().decode(plain)) as T
  } catch {
    throw new ConfigurationError('health_record_unreadable')
  }
}
