import { useEffect, useId, useRef, useSyncExternalStore, type ComponentType } from 'react'
import { useDialogStyles } from './dialog-styles'
import { useCopy, useElement } from '../lib/element-context'
import { emit, type BootcampForm } from '../lib/events'
import { Button } from '../ui/Button'
import { Icon } from '../ui/Icon'
import { NoticeProvider } from '../notices/NoticeProvider'

/** The host's `open` attribute as React state: open(), close(), markup and the dialog all set it. */
function useOpenAttribute(host: HTMLElement | null): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (!host) return () => {}
      const observer = new MutationObserver(changed)
      observer.observe(host, { attributes: true, attributeFilter: ['open'] })
      return () => observer.disconnect()
    },
    () => host?.hasAttribute('open') ?? false,
    () => false,
  )
}

/**
 * Dialog mode (`mode="dialog"`): a button that opens the section in a modal `<dialog>`. The
 * browser's modal dialog keeps focus inside and makes the page behind inert, closes on Esc, and
 * returns focus to the button; the page behind does not scroll while it is open.
 */
function FormDialog({ form, Section }: { form: BootcampForm; Section: ComponentType }) {
  const { host, partner, dialog: settings } = useElement()
  const { dialog: DIALOG } = useCopy()
  const open = useOpenAttribute(host)
  const dialog = useRef<HTMLDialogElement>(null)
  const labelId = useId()
  const heardOpen = useRef(false)
  useDialogStyles()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      element.showModal()
      const root = document.documentElement
      const overflow = root.style.overflow
      root.style.overflow = 'hidden'
      heardOpen.current = true
      emit(host, 'bootcamp:open', { form, partner })
      return () => {
        root.style.overflow = overflow
      }
    }
    if (!open) {
      // Every close goes through the attribute (close(), `open = false`, the host's prop, our
      // close button, Esc): this is the one place it is heard, once per opening (the attribute is
      // absent at mount too).
      if (element.open) element.close()
      if (!heardOpen.current) return
      heardOpen.current = false
      emit(host, 'bootcamp:close', { form, partner })
    }
  }, [open, form, host, partner])

  // Our close button and Esc (its cancel event) close through the attribute, as close() does: the
  // page scrolls again and the host hears bootcamp:close at once, not a frame later.
  const closeNow = () => host?.toggleAttribute('open', false)

  // <dialog>'s close event comes a task or a frame later. It is the only word of a close that no
  // cancel event announced (the HTML spec lets a browser skip cancel for an Esc without a user
  // activation); the attribute follows it. By then the host may have opened the dialog again
  // (show() right after close()); that late event must not close it.
  const onClose = () => {
    if (!dialog.current?.open) closeNow()
  }

  return (
    <>
      <Button size="lg" part="trigger" aria-haspopup="dialog" onClick={() => host?.toggleAttribute('open', true)}>
        {settings?.triggerLabel ?? DIALOG.triggers[form]}
      </Button>
      <dialog
        ref={dialog}
        part="dialog"
        aria-labelledby={labelId}
        onCancel={closeNow}
        onClose={onClose}
        className="bootcamp-dialog"
      >
        <span id={labelId} className="sr-only">
          {settings?.triggerLabel ?? DIALOG.triggers[form]}
        </span>
        <button
          type="button"
          part="dialog-close"
          aria-label={DIALOG.close}
          onClick={closeNow}
          className="bootcamp-dialog-close"
        >
          <Icon name="x" className="size-5" />
        </button>
        {/* Its own notices: outside a modal dialog everything is inert and behind the backdrop. */}
        <NoticeProvider label={DIALOG.noticesLabel}>
          <Section />
        </NoticeProvider>
      </dialog>
    </>
  )
}

/** An element's section shown behind a button, in a modal dialog (the three form elements). */
export function withDialog(form: BootcampForm, Section: ComponentType): ComponentType {
  return function SectionInDialog() {
    return <FormDialog form={form} Section={Section} />
  }
}
