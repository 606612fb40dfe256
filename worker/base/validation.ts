import { zValidator } from '@hono/zod-validator'
import type { MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'
import es from 'zod/v4/locales/es.js'
import { contractSchemas, toFieldIssues, type ContractSchemas } from '../../contract'
import { FORMS } from '../../content/forms'
import { perLanguage, type Language } from '../../content/language'
import { ApiError } from './errors'
import { languageOf } from './language'

// The contract uses zod/mini, which has no messages of its own. API clients get zod's texts for
// the generic cases ("Too small: expected number to be >=13"), in the request's language; the
// contract's own checks carry the messages of the language's copy.
z.config(en())
const GENERIC_MESSAGES = { en: en().localeError, es: es().localeError } satisfies Record<Language, z.core.$ZodErrorMap>

/** The contract's schemas with every language's messages, built once. */
const SCHEMAS = perLanguage((language) => contractSchemas(FORMS[language].validation))

/** One form's schema in every language. */
export const schemasOf = <Form extends keyof ContractSchemas>(form: Form): Record<Language, ContractSchemas[Form]> => ({
  en: SCHEMAS.en[form],
  es: SCHEMAS.es[form],
})

/**
 * Checks one part of a request (the JSON body or the query) against a schema, with messages in
 * one language. Every refusal is the one error shape: 400, "Some fields need attention."
 * (translated where the error is answered, worker/base/errors.ts), and the field issues.
 */
const invalid = (language: Language, issues: readonly z.core.$ZodIssue[]) =>
  new ApiError(400, 'invalid', toFieldIssues(issues, FORMS[language].validation))

/**
 * The same check on a value at hand (a form posted without script, already turned into the
 * JSON a script would send): its output, or the same 400 with the same messages.
 */
export async function validInLanguage<Schema extends z.ZodMiniType>(
  language: Language,
  schema: Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  const result = await schema.safeParseAsync(value, { error: GENERIC_MESSAGES[language] })
  if (!result.success) throw invalid(language, result.error.issues)
  return result.data
}

function validatedIn<Target extends 'json' | 'query', Schema extends z.ZodMiniType>(
  language: Language,
  target: Target,
  schema: Schema,
) {
  return zValidator(
    target,
    schema,
    function rejectInvalid(result) {
      if (!result.success) throw invalid(language, result.error.issues)
    },
    // zValidator's option is typed for classic zod's result; zod/mini's has the same shape.
    {
      validationFunction: (checked, value) =>
        // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
        checked.safeParseAsync(value, { error: GENERIC_MESSAGES[language] }) as never,
    },
  )
}

/** The staff console's checks: its people work in English. */
export const validated = <Target extends 'json' | 'query', Schema extends z.ZodMiniType>(
  target: Target,
  schema: Schema,
) => validatedIn('en', target, schema)

/** A form's checks, in the language of the request (worker/base/language.ts), with that language's schema. */
export function validatedInLanguage<Target extends 'json' | 'query', Schema extends z.ZodMiniType>(
  target: Target,
  schemas: Record<Language, Schema>,
) {
  const byLanguage = perLanguage((language) => validatedIn(language, target, schemas[language]))
  const validateInLanguage: MiddlewareHandler = (c, next) => byLanguage[languageOf(c)](c, next)
  // The same middleware type as each language's, so routes keep `c.req.valid()`'s types.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- see above
  return validateInLanguage as typeof byLanguage.en
}
