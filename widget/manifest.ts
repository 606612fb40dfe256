/**
 * The public API of every element, in one place: it generates custom-elements.json
 * (`npm run manifest`) and a browser test checks it against what the elements really render.
 */
const COMMON_ATTRIBUTES = [
  { name: 'api-base', type: 'string', description: 'Origin of the bootcamp API. Defaults to the origin bootcamp.js was loaded from.' },
  { name: 'turnstile-site-key', type: 'string', description: 'Cloudflare Turnstile site key. When set (and the worker has TURNSTILE_SECRET_KEY), forms show the challenge and send its token.' },
  { name: 'partner', type: 'string', description: 'Partner slug (a-z, 0-9, -; up to 40 characters) stored with each submission as its source and sent in every event.' },
]

export const CSS_PROPERTIES = [
  { name: '--bootcamp-primary', default: '#4338ca', description: 'Brand colour: buttons, links, accents.' },
  { name: '--bootcamp-primary-strong', default: '#312e81', description: 'Darker brand colour: hover states, hero and featured plan.' },
  { name: '--bootcamp-on-primary', default: '#ffffff', description: 'Text on the brand colour.' },
  { name: '--bootcamp-accent', default: '#fbbf24', description: 'Accent colour: highlights and the hero call to action.' },
  { name: '--bootcamp-on-accent', default: '#1c1917', description: 'Text on the accent colour.' },
  { name: '--bootcamp-text', default: '#0f172a', description: 'Body text colour.' },
  { name: '--bootcamp-muted', default: '#475569', description: 'Secondary text colour.' },
  { name: '--bootcamp-surface', default: '#ffffff', description: 'Card and section background.' },
  { name: '--bootcamp-canvas', default: '#f8fafc', description: 'Alternate section background.' },
  { name: '--bootcamp-font', default: 'system-ui stack', description: 'Font family of the whole element.' },
  { name: '--bootcamp-radius', default: '0.875rem', description: 'Corner radius of cards and buttons.' },
]

const event = (name: string, description: string) => ({ name, type: { text: 'CustomEvent<BootcampEventDetail>' }, description })
const FORM_FAILED = event('bootcamp:submit-failed', 'A submission failed; detail.message is the notice shown.')
const FORM_PARTS = ['section', 'form', 'field', 'field-error', 'submit-button', 'success-panel', 'notice', 'challenge']

interface ElementDoc {
  tag: string
  summary: string
  events: ReturnType<typeof event>[]
  parts: string[]
}

export const ELEMENT_DOCS: ElementDoc[] = [
  { tag: 'bootcamp-page', summary: 'The whole site: every section below in the spec order.', events: [event('bootcamp:registered', 'A registration was stored.'), event('bootcamp:signed-up', 'An email sign-up was accepted.'), event('bootcamp:message-sent', 'A contact message was stored.'), FORM_FAILED], parts: ['nav', 'menu', 'menu-button', 'section', 'cta', 'pricing', 'plan', 'form', 'field', 'field-error', 'submit-button', 'success-panel', 'notice', 'challenge'] },
  { tag: 'bootcamp-nav', summary: 'Sticky navigation bar; a menu button under 768 px.', events: [], parts: ['nav', 'menu', 'menu-button'] },
  { tag: 'bootcamp-hero', summary: 'Headline, Register Now and Learn More, two stat badges.', events: [], parts: ['section', 'cta'] },
  { tag: 'bootcamp-stats', summary: 'Four statistic cards.', events: [], parts: ['section'] },
  { tag: 'bootcamp-program', summary: 'The five VITAL principles, illustration and benefits (anchor program).', events: [], parts: ['section'] },
  { tag: 'bootcamp-schedule', summary: 'Schedule (anchor schedule), pricing and offers (anchor pricing).', events: [], parts: ['section', 'pricing', 'plan'] },
  { tag: 'bootcamp-register', summary: 'The registration form (anchor registration).', events: [event('bootcamp:registered', 'A registration was stored.'), FORM_FAILED], parts: FORM_PARTS },
  { tag: 'bootcamp-signup', summary: 'Email sign-up for the free confidence guide.', events: [event('bootcamp:signed-up', 'An email sign-up was accepted.'), FORM_FAILED], parts: FORM_PARTS },
  { tag: 'bootcamp-research', summary: 'Three research-based statements and the 85% figure.', events: [], parts: ['section'] },
  { tag: 'bootcamp-contact', summary: 'Contact details, reply promise and the contact form (anchor contact).', events: [event('bootcamp:message-sent', 'A contact message was stored.'), FORM_FAILED], parts: FORM_PARTS },
  { tag: 'bootcamp-footer', summary: 'Quick links, social and legal links.', events: [], parts: ['section'] },
]

/** Builds the Custom Elements Manifest (schema 2.1.0) for all elements. */
export function customElementsManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'bootcamp.js',
        declarations: ELEMENT_DOCS.map((doc) => ({
          kind: 'class',
          name: doc.tag.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase()),
          tagName: doc.tag,
          customElement: true,
          summary: doc.summary,
          attributes: COMMON_ATTRIBUTES.map((attribute) => ({ name: attribute.name, type: { text: attribute.type }, description: attribute.description })),
          events: doc.events,
          cssProperties: CSS_PROPERTIES.map((property) => ({ name: property.name, default: property.default, description: property.description })),
          cssParts: doc.parts.map((name) => ({ name })),
        })),
        exports: ELEMENT_DOCS.map((doc) => ({ kind: 'custom-element-definition', name: doc.tag, declaration: { name: doc.tag, module: 'bootcamp.js' } })),
      },
    ],
  }
}
