import { PASSWORD_MIN } from '../../contract/admin'

/**
 * What NIST SP 800-63B asks of a new password, and nothing more (no forced mixes of character
 * kinds, which push people to "Password1!"): long enough, not the username, not repetitive or
 * sequential, and not in a list of common and breached passwords. The list is zxcvbn-ts's
 * (49,233 passwords from breach corpora, most common first: `@zxcvbn-ts/language-common`); the account commands and the console's password change
 * both check here.
 */
export const PASSWORD_RULES = {
  tooShort: `The password must be at least ${PASSWORD_MIN} characters, not counting spaces at either end.`,
  username: 'The password must not contain the username.',
  pattern: 'The password must not be one character repeated or a counting sequence (like aaaa or 1234).',
  common: 'This password is too common: it is in the lists of passwords attackers try first.',
} as const

/** Words of this service that a guesser tries first, with digits around them. */
const SERVICE_WORDS = ['vital', 'bootcamp', 'leadership', 'admin', 'staff', 'console']

/**
 * The list, loaded on the first check: decompressing it takes about 40 ms and 5 MB, which every
 * worker isolate serving the public forms would otherwise pay when it starts.
 */
let common: Promise<Set<string>> | undefined
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word: string) => word.toLowerCase())),
  ))

/** Every step between neighbours is the same +1 or -1 (digits wrap 9 to 0): 123456789012, abcdef, 987654. */
function isCountingSequence(text: string) {
  const codes = [...text].map((char) => char.charCodeAt(0))
  const step = (a: number, b: number) =>
    /\d/.test(String.fromCharCode(a)) && /\d/.test(String.fromCharCode(b))
      ? (b - a + 10) % 10 === 1
        ? 1
        : (a - b + 10) % 10 === 1
          ? -1
          : 0
      : b - a
  const first = step(codes[0]!, codes[1]!)
  return Math.abs(first) === 1 && codes.every((code, i) => i === 0 || step(codes[i - 1]!, code) === first)
}

/** A short unit said over and over: aaaaaaaaaaaa, abababababab, 123123123123. */
const isRepetition = (text: string) => /^(.{1,3})\1+$/su.test(text)

/** The word inside its padding: "Password1234!" is "password". */
const stem = (text: string) => text.replace(/^[\d\W_]+|[\d\W_]+$/gu, '')

/** Why `password` may not be used for `username`, or null when it may. */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  const trimmed = password.trim()
  if ([...trimmed].length < PASSWORD_MIN) return PASSWORD_RULES.tooShort
  const lower = trimmed.toLowerCase()
  if (username && lower.includes(username.toLowerCase())) return PASSWORD_RULES.username
  const squeezed = lower.replace(/\s+/g, '')
  if (isRepetition(squeezed) || isCountingSequence(squeezed)) return PASSWORD_RULES.pattern
  const word = stem(squeezed)
  const list = await commonPasswords()
  if (
    list.has(squeezed) ||
    list.has(word) ||
    SERVICE_WORDS.includes(word) ||
    (word.length > 0 && (isRepetition(word) || (word.length > 2 && isCountingSequence(word))))
  )
    return PASSWORD_RULES.common
  return null
}
