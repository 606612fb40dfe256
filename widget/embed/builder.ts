/**
 * `/embed-builder.js`: keeps the builder's preview and its two snippets in step with its
 * controls. Self-contained (a type is all it imports), so nothing of it reaches bootcamp.js or
 * the elements.
 */
import type { Language } from '../../content/language-tag'

const main = document.querySelector<HTMLElement>('main.builder')!
/** The controls: a plain group, not a form, since nothing is submitted. */
const form = document.querySelector<HTMLElement>('#builder')!
const widgetOrigin = main.dataset.origin!
const DEFAULT_COLOURS = { primary: '#4338ca', accent: '#fbbf24' } as const

const field = <T extends HTMLElement>(selector: string) => form.querySelector<T>(selector)!
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

interface Choice {
  name: string
  tag: string
  /** '' when the element follows the host page's language. */
  language: '' | Language
  attributes: [string, string][]
  colours: [string, string][]
}

function choice(): Choice {
  const element = field<HTMLSelectElement>('#element')
  const isForm = element.selectedOptions[0]?.dataset.form === 'yes'
  const partner = field<HTMLInputElement>('#partner')
  const dialog = isForm && field<HTMLInputElement>('input[name="mode"]:checked').value === 'dialog'
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="mode"]')) radio.disabled = !isForm
  const label = field<HTMLInputElement>('#trigger-label')
  label.disabled = !dialog
  // The select offers '' and LANGUAGES (worker/pages/embed-builder.ts). Importing LANGUAGES here would
  // make the loader share its language module with this script, and the loader must import nothing.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion
  const language = field<HTMLSelectElement>('#language').value as Choice['language']
  const attributes: [string, string][] = []
  if (language) attributes.push(['lang', language])
  if (partner.value && partner.checkValidity()) attributes.push(['partner', partner.value])
  if (dialog) attributes.push(['mode', 'dialog'])
  if (dialog && label.value.trim()) attributes.push(['trigger-label', label.value.trim()])
  const colours = (['primary', 'accent'] as const)
    .map((name) => ({ name, value: field<HTMLInputElement>(`input[name="${name}"]`).value }))
    .filter(({ name, value }) => value !== DEFAULT_COLOURS[name])
    .map(({ name, value }): [string, string] => [name, value])
  return { name: element.value, tag: `bootcamp-${element.value}`, language, attributes, colours }
}

function scriptSnippet({ tag, attributes, colours }: Choice) {
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')
  const style = colours.length
    ? `<style>\n  ${tag} { ${colours.map(([name, value]) => `--bootcamp-${name}: ${value};`).join(' ')} }\n</style>\n`
    : ''
  return `<script type="module" src="${widgetOrigin}/bootcamp.js" fetchpriority="low"></script>\n${style}<${tag}${attrs}></${tag}>`
}

function iframeSnippet({ name, language, attributes, colours }: Choice) {
  const query = new URLSearchParams([...attributes, ...colours])
  const address = `${widgetOrigin}/embed/${name}${query.size ? `?${query}` : ''}`
  // A frame cannot read its host's language, so "your page's language" means English there.
  const spanish = language === 'es'
  const option = field<HTMLSelectElement>('#element').selectedOptions[0]!
  const title = spanish ? option.dataset.titleEs! : option.text
  const link = spanish ? main.dataset.siteLinkEs! : main.dataset.siteLinkEn!
  const sitePath = spanish ? main.dataset.sitePathEs! : main.dataset.sitePathEn!
  return [
    `<iframe src="${escapeAttribute(address)}" title="${escapeAttribute(title)}" loading="lazy" style="width:100%;height:1500px;border:0"></iframe>`,
    `<script src="${widgetOrigin}/embed.js" async></script>`,
    `<p${spanish ? ' lang="es"' : ''}><a href="${widgetOrigin}${sitePath}">${escapeAttribute(link)}</a></p>`,
  ].join('\n')
}

function render() {
  const current = choice()
  document.querySelector<HTMLTextAreaElement>('#script-snippet')!.value = scriptSnippet(current)
  document.querySelector<HTMLTextAreaElement>('#iframe-snippet')!.value = iframeSnippet(current)
  const preview = document.querySelector<HTMLElement>('#preview')!
  const element = document.createElement(current.tag)
  for (const [name, value] of current.attributes) element.setAttribute(name, value)
  for (const [name, value] of current.colours) element.style.setProperty(`--bootcamp-${name}`, value)
  preview.replaceChildren(element)
}

let pending = 0
form.addEventListener('input', () => {
  // Typing a slug re-renders once the typing pauses, not at every key.
  window.clearTimeout(pending)
  pending = window.setTimeout(render, 250)
})
form.addEventListener('change', render)

const copyStatus = document.querySelector<HTMLElement>('#copy-status')!
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
  button.addEventListener('click', () => void copy(button))
}

/** Copies a snippet and says so; where the clipboard is refused, selects it for the visitor to copy. */
async function copy(button: HTMLButtonElement) {
  const text = document.querySelector<HTMLTextAreaElement>(`#${button.dataset.copy}`)!
  try {
    await navigator.clipboard.writeText(text.value)
    copyStatus.textContent = main.dataset.copied ?? ''
  } catch {
    text.select()
    copyStatus.textContent = main.dataset.copyFailed ?? ''
  }
}
render()
