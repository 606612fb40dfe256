/**
 * Original illustration for the programme section: five figures on rising steps (one per
 * principle) towards a flag. Drawn inline so the page calls no image host.
 */
const STEPS = [0, 1, 2, 3, 4]

export function SummitIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 300" role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#fef3c7" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill="url(#sky)" />
      <circle cx="320" cy="70" r="34" fill="#fbbf24" opacity="0.85" />
      <path d="M0 250 L90 170 L150 215 L240 120 L330 190 L400 150 L400 300 L0 300 Z" fill="#c7d2fe" />
      {STEPS.map((i) => (
        <g key={i} transform={`translate(${40 + i * 62} ${232 - i * 30})`}>
          <rect x="-6" y="28" width="62" height={40 + i * 30} rx="4" fill="#4338ca" opacity={(55 + i * 10) / 100} />
          <circle cx="25" cy="-2" r="9" fill="#1e1b4b" />
          <path d="M12 28 Q25 4 38 28 Z" fill={i % 2 ? '#f59e0b' : '#1e1b4b'} />
        </g>
      ))}
      <line x1="318" y1="70" x2="318" y2="112" stroke="#1e1b4b" strokeWidth="3" />
      <path d="M318 70 L350 80 L318 90 Z" fill="#dc2626" />
    </svg>
  )
}
