/** Vite's `?raw` imports, which the vitest pool resolves: a file's text. */
declare module '*?raw' {
  const text: string
  export default text
}
