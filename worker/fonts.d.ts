/** A font file, bundled as a Data module (wrangler.toml [[rules]]): its bytes. */
declare module '*.ttf' {
  const bytes: ArrayBuffer
  export default bytes
}
