import { expect, type Locator, type Page } from '@playwright/test'

/** One control a visitor fills: typed text (text, email, tel, textarea), a choice, or a ticked box. */
export interface TypedField {
  label: string
  value: string
  kind: 'type' | 'choose' | 'tick'
}

type FormName = 'registration' | 'signup' | 'contact'
/** What a visitor fills in one form: `early` while its script is held back, `late` as it takes over. */
type Typed = Record<FormName, { early: TypedField[]; late: TypedField[] }>

const type = (label: string, value: string): TypedField => ({ label, value, kind: 'type' })
const choose = (label: string, value: string): TypedField => ({ label, value, kind: 'choose' })
const tick = (label: string): TypedField => ({ label, value: 'on', kind: 'tick' })

/** Every kind of control the three forms have, in English and in Spanish (texts written out by hand). */
export const TYPED: Record<'en' | 'es', Typed> = {
  en: {
    registration: {
      early: [
        type('First Name', 'Maya'),
        type('Last Name', 'Chen'),
        type('Email', 'maya.early@example.org'),
        type('Phone', '(614) 555-0188'),
        choose('Age', '15'),
        type('Why do you want to join?', 'To lead our debate team.'),
        tick('Parental consent (required for participants under 18)'),
      ],
      late: [
        choose('Session Preference', 'complete'),
        type('Emergency Contact', 'Li Chen (614) 555-0190'),
        tick('I agree to the terms and conditions'),
      ],
    },
    signup: { early: [type('Email address', 'guide.early@example.org')], late: [] },
    contact: {
      early: [type('Name', 'Dana Brooks'), choose('Subject', 'pricing')],
      late: [type('Email', 'dana.early@example.org'), type('Message', 'Is there a sibling discount this spring?')],
    },
  },
  es: {
    registration: {
      early: [
        type('Nombre', 'Sofía'),
        type('Apellido', 'Ramírez'),
        type('Correo electrónico', 'sofia.early@example.org'),
        type('Teléfono', '(614) 555-0188'),
        choose('Edad', '16'),
        type('¿Por qué quieres participar?', 'Para dirigir el club de debate.'),
        tick('Acepto los términos y condiciones'),
      ],
      late: [
        choose('Sesión que prefieres', 'individual'),
        type('Contacto de emergencia', 'Lucía Ramírez (614) 555-0190'),
        tick('Consentimiento de madre, padre o tutor (obligatorio para menores de 18 años)'),
      ],
    },
    signup: { early: [type('Correo electrónico', 'guia.early@example.org')], late: [] },
    contact: {
      early: [type('Nombre', 'Dana Brooks'), choose('Asunto', 'scheduling')],
      late: [type('Correo electrónico', 'dana.es@example.org'), type('Mensaje', '¿Hay descuento para hermanos?')],
    },
  },
}

const control = (form: Locator, field: TypedField) => form.getByLabel(field.label, { exact: true })

/** Fills the fields as a visitor does: keys typed one by one, an option chosen, a box ticked. */
export async function fillFields(form: Locator, fields: TypedField[]) {
  for (const field of fields) {
    if (field.kind === 'type') await control(form, field).pressSequentially(field.value)
    else if (field.kind === 'choose') await control(form, field).selectOption(field.value)
    else await control(form, field).check()
  }
}

/** Every field still holds what was filled in. */
export async function expectKept(form: Locator, fields: TypedField[]) {
  for (const field of fields) {
    if (field.kind === 'tick') await expect(control(form, field)).toBeChecked()
    else await expect(control(form, field)).toHaveValue(field.value)
  }
}

/**
 * Holds back every request for the React runtime chunk until the returned function is called:
 * the pre-rendered forms are on screen, and can be typed into, but no script has taken them over.
 */
export async function holdRuntime(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/chunks/runtime-*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** A phone's slower CPU (Chromium's DevTools throttling): hydration takes six times as long. */
export async function throttleCpu(page: Page, rate: number) {
  if (rate === 1) return
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
}

/**
 * Fills every form on the page in two halves, the first while the React runtime is held back and
 * the second at once after it is let through (while the forms hydrate), then checks that each form
 * came live with everything in it, also after a keystroke makes React render every control from
 * its state (a value only the page held, not React, would be gone then).
 *
 * The CPU is slowed `cpuRate` times as the runtime is let through: the race is between keys and
 * hydration, and typing the first half on a slowed CPU too (when only the loader's few listeners
 * and, on a partner page, its static render have run) made each such test three times as long on
 * the 2-core CI machine.
 */
export async function typeAcrossTakeover(
  page: Page,
  language: 'en' | 'es',
  names: FormName[],
  open: () => Promise<unknown>,
  cpuRate = 1,
) {
  const release = await holdRuntime(page)
  await open()
  const forms = names.map((name) => ({ form: page.locator(`form[part~="form-${name}"]`), ...TYPED[language][name] }))
  for (const { form, early } of forms) {
    await expect(form).not.toHaveAttribute('data-live')
    await fillFields(form, early)
  }
  await throttleCpu(page, cpuRate)
  release()
  for (const { form, late } of forms) await fillFields(form, late)
  for (const { form, early, late } of forms) {
    await form.scrollIntoViewIfNeeded()
    await expect(form).toHaveAttribute('data-live', '', { timeout: 60_000 })
    const first = form.getByLabel(early[0]!.label, { exact: true })
    await first.press('End')
    await first.press('x')
    await first.press('Backspace')
    await expectKept(form, [...early, ...late])
  }
}
