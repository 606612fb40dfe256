import { BRAND } from '../../../content/brand'

/** The product name as the spec shows it: "VITAL" and "Youth Bootcamp". */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className={`grid size-10 place-items-center rounded-xl text-lg font-black ${inverted ? 'bg-white text-primary' : 'bg-primary text-on-primary'}`}
      >
        V
      </span>
      <span className="leading-tight">
        <span className={`block text-lg font-extrabold tracking-wider ${inverted ? 'text-white' : 'text-ink'}`}>
          {BRAND.name}
        </span>
        <span className={`block text-xs font-medium ${inverted ? 'text-slate-300' : 'text-muted'}`}>
          {BRAND.tagline}
        </span>
      </span>
    </span>
  )
}
