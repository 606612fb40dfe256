/**
 * Dialog mode's copy, its own module so that only the dialog chunk carries it (elements in
 * the default inline mode download none of it).
 */
/** Dialog mode (`mode="dialog"`): the trigger each form shows by default, and the close button. */
export const DIALOG = {
  close: 'Close',
  /** The dialog's own notification region, named apart from the page's. */
  noticesLabel: 'Form notifications',
  triggers: { registration: 'Register Now', signup: 'Get the Free Guide', contact: 'Contact Us' },
} as const
