/**
 * Hydrates the server's HTML (build-hosts.ts renders it with renderToString, as Next.js does),
 * once the elements have rendered, the moment a loader that wrote on the host's elements would
 * have shown React a mismatch.
 */
import { hydrateRoot } from 'react-dom/client'
import { App } from './App'

const elements = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('bootcamp-'))
const rendered = () => elements.every((element) => element.shadowRoot?.firstChild && element.matches(':state(ready)'))
const hydrateWhenRendered = () => {
  if (!rendered()) return void requestAnimationFrame(hydrateWhenRendered)
  hydrateRoot(document.getElementById('root')!, <App events="listeners" />)
  document.documentElement.dataset.hydrated = ''
}
hydrateWhenRendered()
