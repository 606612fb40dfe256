/**
 * Compiled by `vue-tsc -p e2e/hosts` (npm run check), never run: every element, attribute and
 * event a React 19 host can write, typed by `vital-bootcamp/react`; misspellings fail.
 */
import type {} from 'vital-bootcamp/types'
import type {} from 'vital-bootcamp/react'
import type { BootcampEvent } from 'vital-bootcamp/types'

const onResult = (event: BootcampEvent) => void event.detail.message
const onDialog = (event: CustomEvent<{ form: string; partner: string | null }>) => void event.detail.form

export const EveryElement = () => (
  <>
    <bootcamp-page
      lang="es"
      partner="lincoln-high"
      api-base="https://bootcamp.example"
      turnstile-site-key="key"
      onbootcamp:registered={(event) => void event.detail.status}
      onbootcamp:signed-up={onResult}
      onbootcamp:message-sent={onResult}
      onbootcamp:submit-failed={onResult}
    />
    <bootcamp-nav />
    <bootcamp-hero />
    <bootcamp-stats />
    <bootcamp-program />
    <bootcamp-schedule />
    <bootcamp-register
      mode="dialog"
      open
      trigger-label="Save my place"
      session="complete"
      onbootcamp:registered={onResult}
      onbootcamp:submit-failed={onResult}
      onbootcamp:open={onDialog}
      onbootcamp:close={onDialog}
    />
    <bootcamp-signup
      mode="inline"
      onbootcamp:signed-up={onResult}
      onbootcamp:submit-failed={onResult}
      onbootcamp:open={onDialog}
      onbootcamp:close={onDialog}
    />
    <bootcamp-research />
    <bootcamp-contact
      subject="pricing"
      onbootcamp:message-sent={onResult}
      onbootcamp:submit-failed={onResult}
      onbootcamp:open={onDialog}
      onbootcamp:close={onDialog}
    />
    <bootcamp-footer />
  </>
)

// @ts-expect-error: a misspelt attribute is refused.
export const MisspeltAttribute = () => <bootcamp-register partnr="lincoln-high" />
// @ts-expect-error: a misspelt event is refused.
export const MisspeltEvent = () => <bootcamp-register onbootcamp:registerd={onResult} />
// @ts-expect-error: an element's events are its own: the schedule sends none.
export const OtherElementsEvent = () => <bootcamp-schedule onbootcamp:registered={onResult} />
// @ts-expect-error: `mode` is inline or dialog.
export const WrongMode = () => <bootcamp-register mode="modal" />
