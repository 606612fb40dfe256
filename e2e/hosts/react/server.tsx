import { renderToString } from 'react-dom/server'
import { App } from './App'

/** The host page's markup as a server-rendering framework sends it. */
export const render = () => renderToString(<App events="listeners" />)
