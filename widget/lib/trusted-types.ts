/** The bit of the Trusted Types API the widget uses (not yet in TypeScript's DOM library). */
interface TrustedTypePolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML?(value: string): string; createScriptURL?(value: string): string },
  ): { createHTML(value: string): unknown; createScriptURL(value: string): unknown }
}

/**
 * The browser's Trusted Types factory, or null where there is none (and nothing needs a policy).
 * A host page under `require-trusted-types-for 'script'` refuses plain strings at the sinks the
 * widget writes to; each policy it allows by name is listed in the README.
 */
export function trustedTypes(): TrustedTypePolicyFactory | null {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- TypeScript's DOM library has no Trusted Types yet
  return (window as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes ?? null
}
