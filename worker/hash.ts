/**
 * SHA-256 of a text as lower-case hex: a key that identifies a person (a rate-limit key, a
 * participant) without storing or sending their details in readable form.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
