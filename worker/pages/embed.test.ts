import { describe, expect, it } from 'vitest'
import { call } from '../test/helpers'
import { EMBED_SCRIPTS_AFTER_PAINT } from '../../contract/loader-after-paint'

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

describe('iframe embed pages', () => {
  it('may be framed by the listed partner origins (and loopback pages while served on loopback), with no X-Frame-Options', async () => {
    const response = await call('/embed/register?partner=lincoln-high')
    expect(response.status).toBe(200)
    expect(frameAncestors(response)).toBe(
      "'self' https://lincoln-high.example https://westside.example http://127.0.0.1:* http://localhost:*",
    )
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  it('on a real domain, only the listed partner origins', async () => {
    const response = await call('/embed/signup', {}, 'https://bootcamp.example')
    expect(frameAncestors(response)).toBe("'self' https://lincoln-high.example https://westside.example")
  })

  it.each(['/guide', '/', '/no-such-page', '/embed/nope', '/embed/register?session=weekly'])(
    '%s keeps framing to our own origin',
    async (path) => {
      const response = await call(path)
      expect(frameAncestors(response)).toBe("'self'")
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    },
  )

  it('renders the element with the attributes from the address, escaped', async () => {
    const page = await (
      await call(
        '/embed/register?partner=lincoln-high&session=complete&mode=dialog&trigger-label=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_source=news',
      )
    ).text()
    expect(page).toContain(
      '<bootcamp-register partner="lincoln-high" session="complete" mode="dialog" trigger-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><template shadowrootmode="open">',
    )
    // Before its script, the dialog's button is a link to the same frame with the form inline, its words escaped.
    expect(page).toContain(
      'href="/embed/register?partner=lincoln-high&amp;session=complete&amp;utm_source=news">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    )
    // Its scripts come after its first paint (home-script.test.ts holds that script and its hash).
    expect(page).toContain(`<script>${EMBED_SCRIPTS_AFTER_PAINT}</script>`)
    expect(page).toContain('<link rel="expect" href="#full-site" blocking="render" />')
    expect(page).not.toContain('<script>alert')
  })

  it.each(['/embed/schedule', '/embed/register'])(
    "%s requests no stylesheet before it paints: its own rules are in its head, Tailwind's variables' defaults in its element's",
    async (path) => {
      const page = await (await call(path)).text()
      expect(page).not.toContain('rel="stylesheet"')
      const head = page.slice(0, page.indexOf('</head>'))
      expect(head).toContain('<style>html{background:#f8fafc}body{margin:0;')
      // Shadow roots ignore @property: the defaults are set on each element of the shadow root,
      // in every browser, or the fields would have no borders until the script.
      expect(head).not.toContain('@property')
      const shadowRoot = page.slice(page.indexOf('<template shadowrootmode="open">'))
      expect(shadowRoot).toMatch(
        /^<template shadowrootmode="open"><style>[^<]*@layer properties\{\*,:before,:after,::backdrop\{[^}]*--tw-border-style:solid/,
      )
      expect(shadowRoot).not.toContain('@property')
    },
  )

  it.each(['$&', '$1', '$`', "$'", '$$', '$<name>'])(
    'writes a trigger label holding %s as it is, never as a replacement pattern',
    async (pattern) => {
      const label = `Join ${pattern} now`
      const page = await (await call(`/embed/register?mode=dialog&trigger-label=${encodeURIComponent(label)}`)).text()
      const escaped = label
        .replaceAll('&', '&amp;')
        .replaceAll("'", '&#39;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
      expect(page).toContain(`href="/embed/register">${escaped}</a>`)
    },
  )

  it.each([
    ['partner=Not%20A%20Slug', 'partner'],
    ['session=weekly', 'session'],
    ['subject=complaints', 'subject'],
    ['mode=popup', 'mode'],
    [`trigger-label=${'x'.repeat(61)}`, 'trigger-label'],
    ['background=red', 'background'],
    ['primary=red', 'primary'],
    ['accent=%23fff;%20x:y', 'accent'],
  ])('answers %s with 400 and a page that names what to fix', async (query, what) => {
    const response = await call(`/embed/register?${query}`)
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('<h1>This embed link needs fixing</h1>')
    expect(page).toContain(`The link&#39;s ${what} is not one we know.`)
  })

  it("sets the builder's colours on the element", async () => {
    const page = await (await call('/embed/signup?primary=%23166534&accent=%23facc15')).text()
    expect(page).toContain(
      '<bootcamp-signup style="--bootcamp-primary:#166534;--bootcamp-accent:#facc15"><template shadowrootmode="open">',
    )
  })

  it('arrives with its form pre-rendered, posting to the frame', async () => {
    const page = await (await call('/embed/contact?partner=lincoln-high')).text()
    expect(page).toMatch(
      /<bootcamp-contact partner="lincoln-high"><template shadowrootmode="open"><style>[\s\S]+?<\/style><div data-bootcamp-root lang="en"><div data-island="bootcamp-contact" data-native-form class="contents">/,
    )
    expect(page).toContain(
      '<form part="form form-contact" aria-label="Get in Touch" novalidate="" aria-busy="false" method="post">',
    )
    expect(page).toMatch(
      /<button type="submit" [^>]*value="contact" part="submit-button" name="form">Send Message<\/button>/,
    )
  })

  it("arrives with any other element's content pre-rendered, the next cohort's facts written in, in its language", async () => {
    const schedule = await (await call('/embed/schedule?lang=es')).text()
    expect(schedule).toMatch(
      /<bootcamp-schedule lang="es"><template shadowrootmode="open"><style>[\s\S]+?<\/style><div data-bootcamp-root lang="es">/,
    )
    expect(schedule).toContain('Cuatro semanas que cambian tu forma de liderar')
    // Once: a hydrating form reads the texts back from their slots, so no JSON copy rides along.
    expect(schedule).not.toContain('application/json')
    expect(schedule).toMatch(/data-cohort="hours">Sábados de 10 a\.m\. a 2 p\.m\.</)
    const hero = await (await call('/embed/hero')).text()
    expect(hero).toMatch(/<bootcamp-hero><template shadowrootmode="open"><style>/)
    const page = await (await call('/embed/page?partner=lincoln-high')).text()
    // A partner's frame is not our page to post to: its forms wait for the script.
    expect(page).toContain('<div data-island="bootcamp-register" class="contents">')
    expect(page).not.toContain('data-native-form')
  })

  it('answers an element that does not exist with the 404 page', async () => {
    expect((await call('/embed/admin')).status).toBe(404)
    expect((await call('/embed/constructor')).status).toBe(404)
  })
})
