/**
 * What the graduation certificate costs: the size of one certificate's PDF (a long name with
 * letters beyond WinAnsi, in Spanish, made by the worker's own code), and what pdf-lib,
 * @pdf-lib/fontkit (with pako and tslib), uqr and the embedded font add to the worker's bundle,
 * read from esbuild's metafile of `wrangler deploy --dry-run`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { certificatePdf } from '../../worker/certificates/pdf'
import { binary } from '../dev/processes'

const FONT = 'node_modules/@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf'
/** The packages the certificate brought into the worker. */
const CERTIFICATE_PACKAGES = /node_modules\/(pdf-lib|@pdf-lib|pako|tslib|uqr)\//

export interface CertificateFigures {
  pdfBytes: number
  bundleBytes: number
  bundleGzipBytes: number
  /** The packages' code as bundled (not minified, as wrangler deploys by default). */
  packagesBytes: number
  fontBytes: number
  fontGzipBytes: number
}

export async function measureCertificate(): Promise<CertificateFigures> {
  const font = readFileSync(FONT)
  const pdf = await certificatePdf(
    {
      fullName: 'Łukasz Żółkiewski-Brzęczyszczykiewicz',
      startDate: '2027-03-06',
      endDate: '2027-03-27',
      code: 'K7QM-3WXP-9HTD',
      verifyUrl: 'https://vitalbootcamp.org/verify/K7QM-3WXP-9HTD?lang=es',
      language: 'es',
    },
    font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength),
  )
  const out = mkdtempSync(join(tmpdir(), 'bench-worker-'))
  try {
    execFileSync(binary('wrangler'), ['deploy', '--dry-run', '--outdir', out, '--metafile'], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      stdio: 'ignore',
    })
    const files = readdirSync(out).filter((name) => name !== 'bundle-meta.json' && !name.endsWith('.map'))
    const contents = files.map((name) => readFileSync(join(out, name)))
    const meta = JSON.parse(readFileSync(join(out, 'bundle-meta.json'), 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>
    }
    const packagesBytes = Object.values(meta.outputs)
      .flatMap((output) => Object.entries(output.inputs))
      .filter(([input]) => CERTIFICATE_PACKAGES.test(input))
      .reduce((sum, [, input]) => sum + input.bytesInOutput, 0)
    return {
      pdfBytes: pdf.length,
      bundleBytes: files.reduce((sum, name) => sum + statSync(join(out, name)).size, 0),
      bundleGzipBytes: contents.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
      packagesBytes,
      fontBytes: font.length,
      fontGzipBytes: gzipSync(font, { level: 9 }).length,
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printCertificate(figures: CertificateFigures) {
  console.log('\nThe graduation certificate')
  console.log(`  one certificate's PDF (font subset embedded, QR code as vector)  ${kb(figures.pdfBytes)}`)
  console.log(
    `  worker bundle (wrangler deploy --dry-run)                      ${kb(figures.bundleBytes)}, gzip ${kb(figures.bundleGzipBytes)}`,
  )
  console.log(
    `  of it, the certificate's growth: pdf-lib, fontkit, pako, tslib, uqr ${kb(figures.packagesBytes)}; Roboto ${kb(figures.fontBytes)} (gzip ${kb(figures.fontGzipBytes)})`,
  )
}
