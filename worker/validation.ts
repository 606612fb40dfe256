import { zValidator } from '@hono/zod-validator'
import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'
import { ERROR_MESSAGES, toFieldIssues } from '../contract'
import { ApiError } from './errors'

// The contract uses zod/mini, which has no messages of its own. API clients get zod's English
// texts for the generic cases ("Too small: expected number to be >=13"). The
// browser never needs them: every message a form can show is written in the contract.
z.config(en())

/**
 * Checks one part of a request (the JSON body or the query) against a contract schema. Every
 * refusal is the one error shape: 400, "Some fields need attention.", and the field issues.
 */
export const validated = <Target extends 'json' | 'query', Schema extends z.ZodMiniType>(target: Target, schema: Schema) =>
  zValidator(target, schema, function rejectInvalid(result) {
    if (!result.success) throw new ApiError(400, ERROR_MESSAGES.invalid, toFieldIssues(result.error.issues))
  })
