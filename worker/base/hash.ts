const encoder = new TextEncoder()

/** Bytes as lower-case hex. */
export const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Bytes as unpadded base64url: safe in a cookie, a link and a header. */
export const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** Base64url back to bytes; throws on text that is not base64. */
export const fromBase64Url = (text: string) =>
  new Uint8Array(Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)))

/**
 * SHA-256 of a text as lower-case hex: a key that identifies a person (a rate-limit key, a
 * participant) without storing or sending their details in readable form.
 */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}

/** An HMAC-SHA256 key made from a secret text, for signing (and verifying) with WebCrypto. */
export const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

/** The HMAC-SHA256 of a text under a secret. */
export async function hmacSha256(secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)))
}
