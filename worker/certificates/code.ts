import { CERTIFICATE_CODE_ALPHABET } from '../../contract/certificates'

/** The largest multiple of the alphabet's length under 256: bytes above it are drawn again, so no letter is likelier. */
const UNBIASED = 256 - (256 % CERTIFICATE_CODE_ALPHABET.length)

/** A new verification code, `XXXX-XXXX-XXXX` (31^12, about 8·10^17 codes: never guessed under the rate limit). */
export function newCertificateCode(): string {
  const letters: string[] = []
  while (letters.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16)))
      if (byte < UNBIASED && letters.length < 12)
        letters.push(CERTIFICATE_CODE_ALPHABET[byte % CERTIFICATE_CODE_ALPHABET.length]!)
  }
  return [0, 4, 8].map((start) => letters.slice(start, start + 4).join('')).join('-')
}
