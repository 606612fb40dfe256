import { html, raw } from 'hono/html'
import { EMAILS } from '../../../content/emails'
import type { Language } from '../../../content/language'

/** One part of an email: a paragraph, a headed list or text, a link, or small print. */
export type Block = {
  heading?: string
  text?: string
  list?: readonly string[]
  link?: { href: string; label: string }
  small?: string
  /** A row of links, one tap each (a scale of answers), as buttons large enough for a thumb. */
  choices?: readonly { href: string; label: string }[]
}

export const paragraph = (text: string): Block => ({ text })

function blockText(block: Block): string {
  return [
    block.heading && `${block.heading}\n${'-'.repeat(block.heading.length)}`,
    block.small,
    block.text,
    block.list?.map((item) => `- ${item}`).join('\n'),
    block.link && (block.link.label === block.link.href ? block.link.href : `${block.link.label}: ${block.link.href}`),
    block.choices?.map((choice) => `${choice.label}: ${choice.href}`).join('\n'),
  ]
    .filter(Boolean)
    .join('\n')
}

function blockHtml(block: Block) {
  return html`${block.heading ? html`<h2 style="font-size:17px;margin:24px 0 8px;color:#312e81">${block.heading}</h2>` : ''}${block.small ? html`<p style="font-size:13px;color:#475569;margin:24px 0 4px">${block.small}</p>` : ''}${block.text ? html`<p style="margin:0 0 12px;white-space:pre-line">${block.text}</p>` : ''}${block.list ? html`<ul style="margin:0 0 12px;padding-left:20px">${block.list.map((item) => html`<li style="margin:0 0 4px">${item}</li>`)}</ul>` : ''}${block.link ? html`<p style="margin:0 0 12px${block.small ? ';font-size:13px' : ''}"><a href="${block.link.href}" style="color:#4338ca">${block.link.label}</a></p>` : ''}${block.choices ? choicesHtml(block.choices) : ''}`
}

const choicesHtml = (choices: NonNullable<Block['choices']>) =>
  html`<p style="margin:0 0 12px">${choices.map((choice) => html`<a href="${choice.href}" style="display:inline-block;min-width:44px;margin:0 6px 8px 0;padding:10px 12px;border-radius:8px;background:#eef2ff;color:#312e81;font-weight:bold;text-align:center;text-decoration:none">${choice.label}</a>`)}</p>`

/**
 * The plain-text and HTML bodies of one email. Hono's `html` escapes every interpolated value,
 * so a name like `<b>Jo</b>` arrives as text. Inline styles only (mail apps drop style sheets),
 * no images, no tracking.
 */
export function emailLayout(blocks: Block[], language: Language = 'en'): { text: string; html: string } {
  const footer = EMAILS[language].footer
  const text = `${blocks.map(blockText).join('\n\n')}\n\n--\n${footer}\n`
  const body = html`<!doctype html><html lang="${language}"><body style="margin:0;background:#f8fafc"><div style="max-width:560px;margin:0 auto;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;background:#ffffff">${raw(blocks.map((block) => blockHtml(block).toString()).join(''))}<p style="font-size:12px;color:#475569;border-top:1px solid #e2e8f0;margin-top:24px;padding-top:12px">${footer}</p></div></body></html>`
  return { text, html: body.toString() }
}
