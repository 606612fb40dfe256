/** Stroke icons (24px grid), drawn here so the widget loads nothing from other hosts. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  x: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  calendar: 'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1z',
  clock: 'M12 7v5l3 2m6-2a9 9 0 11-18 0 9 9 0 0118 0z',
  pin: 'M12 21s-7-6.1-7-11.5A7 7 0 0119 9.5C19 14.9 12 21 12 21zm0-9a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  users:
    'M16 19v-1.5a3.5 3.5 0 00-3.5-3.5h-5A3.5 3.5 0 004 17.5V19m16 0v-1.5a3.5 3.5 0 00-2.5-3.35M15 4.15a3.5 3.5 0 010 6.7M13.5 7.5a3.5 3.5 0 11-7 0 3.5 3.5 0 017 0z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 005 5L14 13l5 2v3a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z',
  award: 'M12 15a6 6 0 100-12 6 6 0 000 12zm-3.5-1.1L7 21l5-3 5 3-1.5-7.1',
  spark: 'M12 3v4m0 10v4m9-9h-4M7 12H3m15.4-6.4l-2.8 2.8M8.4 15.6l-2.8 2.8m12.8 0l-2.8-2.8M8.4 8.4L5.6 5.6',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  bolt: 'M13 3L5 13h6l-1 8 8-10h-6l1-8z',
  quote: 'M9 7H6a2 2 0 00-2 2v3h5v5H4m16-10h-3a2 2 0 00-2 2v3h5v5h-5',
  arrow: 'M5 12h14m-5-5l5 5-5 5',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
