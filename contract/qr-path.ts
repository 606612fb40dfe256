import { encode } from 'uqr'

/**
 * A QR code of `text` as one SVG path of unit squares (dark modules), with its side in modules
 * (a quiet zone of 4 included): drawn the same by the console (an <svg>) and the certificate's PDF.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return { path, size }
}
