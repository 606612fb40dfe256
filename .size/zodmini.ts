import * as z from 'zod/mini'
const s = z.strictObject({ a: z.string().check(z.minLength(1, 'x'), z.maxLength(100)), e: z.email(), n: z.number().check(z.int(), z.gte(13), z.lte(22)), b: z.optional(z.boolean()), l: z.literal(true), en: z.optional(z.enum(['a','b'])) })
;(window as any).x = s
