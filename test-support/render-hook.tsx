import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
// Tells React that updates are wrapped in act(), so it flushes them there and warns when one is not.
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/**
 * Renders a hook in a component of its own and hands back what it returned on the last render.
 * `wrap` puts the providers the hook reads around it. A tiny stand-in for Testing Library's
 * `renderHook`: React's `act` and `react-dom/client` are all it needs.
 */
export function renderHook<Result>(useHook: () => Result, wrap: (probe: ReactNode) => ReactNode = (probe) => probe) {
  const result: { current: Result | undefined } = { current: undefined }
  let hook = useHook
  function Probe() {
    result.current = hook()
    return null
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const render = () => act(() => root.render(wrap(<Probe />)))
  render()
  return {
    /** The hook's answer on its latest render. */
    get current(): Result {
      if (result.current === undefined) throw new Error('the hook has not rendered')
      return result.current
    },
    /** Where it rendered: what its providers show (a notice, say) can be read here. */
    container,
    /** Renders again, with a new call of the hook (new arguments) when given one. */
    rerender(next: () => Result = hook) {
      hook = next
      render()
    },
    unmount() {
      act(() => root.unmount())
      container.remove()
    },
  }
}
