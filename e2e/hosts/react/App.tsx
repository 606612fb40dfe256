/**
 * A school's React 19 app, written as the README tells a partner developer: the elements as JSX,
 * their attributes as props, the dialog driven by the `open` prop, and the events heard either
 * as `on<event>` props (client-rendered) or, in a server-rendered app, by listeners added in an
 * effect: React 19 attaches a custom element's event props only from its first client render
 * after hydration (react#35446), so there the README recommends listeners.
 */
import { useEffect, useRef, useState } from 'react'
import type {} from 'vital-bootcamp/types'
import type {} from 'vital-bootcamp/react'
import type { BootcampEventMap } from 'vital-bootcamp/types'
import { hear } from '../host-log'

const EVENTS: (keyof BootcampEventMap)[] = [
  'bootcamp:open',
  'bootcamp:close',
  'bootcamp:registered',
  'bootcamp:signed-up',
  'bootcamp:message-sent',
  'bootcamp:submit-failed',
]

export function App({ events }: { events: 'props' | 'listeners' }) {
  const [partner, setPartner] = useState<string | undefined>('react-host')
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState(true)
  const main = useRef<HTMLElement>(null)
  const onClose = (event: Event) => {
    hear(event)
    if ((event.target as Element).id === 'host-register') setOpen(false)
  }

  useEffect(() => {
    const root = main.current
    if (events !== 'listeners' || !root) return
    // The events bubble and are composed: one listener on the app's root hears every element.
    const onEvent = (event: Event) => (event.type === 'bootcamp:close' ? onClose(event) : hear(event))
    for (const type of EVENTS) root.addEventListener(type, onEvent)
    return () => EVENTS.forEach((type) => root.removeEventListener(type, onEvent))
  }, [events])

  const props = events === 'props'
  return (
    <main ref={main}>
      <h1>Lincoln High: summer programmes</h1>
      <p>
        <button type="button" onClick={() => setOpen(true)}>
          Open from the host
        </button>{' '}
        <button type="button" onClick={() => setPartner(undefined)}>
          Forget the partner
        </button>{' '}
        <button type="button" onClick={() => setShown((now) => !now)}>
          {shown ? 'Remove the form' : 'Put the form back'}
        </button>
      </p>
      {shown && (
        <bootcamp-register
          id="host-register"
          mode="dialog"
          partner={partner}
          open={open}
          {...(props && {
            'onbootcamp:open': hear,
            'onbootcamp:registered': hear,
            'onbootcamp:submit-failed': hear,
            'onbootcamp:close': onClose,
          })}
        />
      )}
      <bootcamp-signup
        partner={partner}
        {...(props && { 'onbootcamp:signed-up': hear, 'onbootcamp:submit-failed': hear })}
      />
      <bootcamp-contact
        partner={partner}
        mode="dialog"
        trigger-label="Ask the bootcamp"
        {...(props && { 'onbootcamp:message-sent': hear, 'onbootcamp:open': hear, 'onbootcamp:close': hear })}
      />
    </main>
  )
}
