import type { ConfigData } from 'html-validate'

/**
 * html-validate's recommended rules, less the ones about how markup is spelled rather than
 * whether it is valid:
 * - void-style, attribute-boolean-style, attribute-empty-style, doctype-style: React writes
 *   `<input/>`, `hidden=""` and `<!DOCTYPE>` its own way; each spelling is valid HTML.
 * - valid-id relaxed: React's useId ids start with "_" ("_R_4qh5_"), valid in HTML5 (any
 *   non-empty id without spaces); the strict mode is HTML4's letter-first rule. Spaces in an id,
 *   the defect that left five regions unnamed, still fail.
 * - tel-non-breaking: it wants &nbsp; inside phone numbers so they do not wrap; the link has
 *   `white-space: nowrap` instead, so the text stays what screen readers and copy-paste expect.
 */
export const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'doctype-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'tel-non-breaking': 'off',
  },
}
