import { ANCHORS } from '../../../content/anchors'
import { CONTACT_POINTS, SOCIAL_LINKS } from '../../../content/channels'
import { useCopy } from '../../lib/element-context'
import { Icon } from '../../ui/Icon'
import { Section } from '../../ui/Section'
import { ContactForm } from './ContactForm'

/** Email, phone and place: how to reach us, each with its icon and, where it has one, its link. */
const CONTACT_DETAILS = [
  { key: 'email', icon: 'mail', href: `mailto:${CONTACT_POINTS.email}` },
  { key: 'phone', icon: 'phone', href: `tel:${CONTACT_POINTS.phone.replace(/[^0-9+]/g, '')}` },
  { key: 'location', icon: 'pin', href: '' },
] as const

/** `<bootcamp-contact>`: how to reach us, the reply promise and the contact form (anchor `contact`). */
export function ContactSection() {
  const { contact: CONTACT } = useCopy()
  const valueOf = (key: (typeof CONTACT_DETAILS)[number]['key']) =>
    key === 'location' ? CONTACT.location : CONTACT_POINTS[key]
  return (
    <Section anchor={ANCHORS.contact} eyebrow={CONTACT.eyebrow} heading={CONTACT.heading} intro={CONTACT.intro}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-2">
          <ul className="space-y-4">
            {CONTACT_DETAILS.map((detail) => (
              <li key={detail.key} className="flex items-start gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <Icon name={detail.icon} />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-muted">{CONTACT.details[detail.key]}</span>
                  {detail.href ? (
                    <a
                      href={detail.href}
                      className="font-medium whitespace-nowrap text-ink underline-offset-4 hover:underline"
                    >
                      {valueOf(detail.key)}
                    </a>
                  ) : (
                    <span className="font-medium text-ink">{valueOf(detail.key)}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <div className="rounded-brand border border-amber-200 bg-amber-50 p-5">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Icon name="clock" className="size-5 text-amber-700" />
              {CONTACT.promise.title}
            </p>
            <p className="mt-1 text-sm text-muted">{CONTACT.promise.body}</p>
          </div>
          <div>
            <p className="text-sm font-semibold text-muted">{CONTACT.socialHeading}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-ink hover:border-primary hover:text-primary"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="rounded-brand bg-surface p-5 shadow-xl ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
      </div>
    </Section>
  )
}
