import { describe, expect, it } from 'vitest'
import { placeholderLink, switchesLanguage, togglesMenu } from '../static/actions'
import { enhance } from './actions'

/** A shadow root with the loader's listener and one element made with a markup helper of static/actions.ts. */
function rootWith(tag: string, attributes: Record<string, string>) {
  const root = document.createElement('div').attachShadow({ mode: 'open' })
  enhance(root)
  const element = Object.assign(document.createElement(tag), attributes.href ? { href: attributes.href } : {})
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  root.append(element)
  return { root, element }
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...init })
  element.dispatchEvent(event)
  return event
}

describe('the loader’s delegated listener, on the markup static/actions.ts writes', () => {
  it('keeps a placeholder link from jumping to the top', () => {
    expect(click(rootWith('a', placeholderLink).element).defaultPrevented).toBe(true)
  })

  it('keeps the language switch in place, but lets a modified click open its link', () => {
    const { element } = rootWith('a', { href: '/es', hreflang: 'es', ...switchesLanguage })
    expect(click(element, { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click(element).defaultPrevented).toBe(true)
  })

  it('opens the menu its button controls, with the chunk it fetches', async () => {
    const { root, element } = rootWith('button', {
      ...togglesMenu('menu', 'Close menu'),
      'aria-label': 'Open menu',
      'aria-expanded': 'false',
    })
    root.append(Object.assign(document.createElement('ul'), { id: 'menu', hidden: true }))
    click(element)
    await expect.poll(() => element.getAttribute('aria-expanded')).toBe('true')
    expect(element.getAttribute('aria-label')).toBe('Close menu')
    expect(root.getElementById('menu')!.hidden).toBe(false)
  })
})
