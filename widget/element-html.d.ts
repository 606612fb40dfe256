/** Build-time HTML of a static element (scripts/vite/element-html.ts). */
declare module 'virtual:element-html/*' {
  const html: string
  export default html
}
