/**
 * `/embed.js`: the optional helper for a host page that shows our iframe embed and may run one
 * small script. Every `<iframe>` whose address is one of our `/embed/` pages gets its height
 * from the frame (no inner scroll bar), and its events are sent again from the `<iframe>`
 * element, bubbling, with the same names and detail as the elements' own. Messages are
 * accepted only from our origin and only from that frame's window. A plain classic script with
 * no imports: `<script src="https://…/embed.js" async></script>` works on any page.
 */
;(() => {
  const script = document.currentScript
  const ours = new URL(script instanceof HTMLScriptElement ? script.src : '/', location.href).origin
  const isOurFrame = (frame: HTMLIFrameElement) => {
    try {
      const address = new URL(frame.src, location.href)
      return address.origin === ours && address.pathname.startsWith('/embed/')
    } catch {
      return false
    }
  }
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== ours) return
    // Any page may post anything: each field is checked before use.
    const data: { type?: unknown; height?: unknown; detail?: unknown } | null = event.data
    if (!data || typeof data.type !== 'string' || !data.type.startsWith('bootcamp:')) return
    const frame = [...document.querySelectorAll('iframe')].find(
      (candidate) => candidate.contentWindow === event.source && isOurFrame(candidate),
    )
    if (!frame) return
    if (data.type === 'bootcamp:resize') {
      if (typeof data.height === 'number' && data.height > 0 && data.height < 100_000) {
        frame.style.height = `${Math.ceil(data.height)}px`
        frame.setAttribute('scrolling', 'no')
      }
      return
    }
    frame.dispatchEvent(new CustomEvent(data.type, { detail: data.detail, bubbles: true }))
  })
})()
