import * as z from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// The contract uses zod/mini, which has no messages of its own. API clients get zod's English
// texts for the generic cases ("Too small: expected number to be >=13"). The
// browser never needs them: every message a form can show is written in the contract.
z.config(en())
