/**
 * Compiled by `tsc -b`, never run: proves a host page and a React host can use the elements
 * type-safely with nothing but the published declarations.
 */
import type { BootcampElement, BootcampEventDetail } from './public-types'

const register: BootcampElement | null = document.querySelector('bootcamp-register')
register?.addEventListener('bootcamp:registered', (event) => {
  const detail: BootcampEventDetail = event.detail
  void detail.partner
})
document.addEventListener('bootcamp:submit-failed', (event) => void event.detail.message)

export function PartnerPage() {
  return (
    <main>
      <bootcamp-register partner="lincoln-high" api-base="https://bootcamp.example" />
      <bootcamp-signup partner="lincoln-high" />
    </main>
  )
}

// @ts-expect-error: unknown attributes are refused, so a typo is caught at compile time.
export const Typo = () => <bootcamp-register partnr="lincoln-high" />
