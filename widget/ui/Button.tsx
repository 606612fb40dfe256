import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong shadow-sm',
  accent: 'bg-accent text-on-accent hover:brightness-95 shadow-sm',
  outline: 'border-2 border-current bg-transparent hover:bg-white/10',
  ghost: 'text-ink hover:bg-slate-100',
} as const

const SIZES = {
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
} as const

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
}

type Look = Pick<ButtonProps, 'variant' | 'size' | 'className'>
const classesOf = ({ variant = 'primary', size = 'md', className = '' }: Look) =>
  `inline-flex cursor-pointer items-center justify-center gap-2 rounded-brand py-2 text-center font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${SIZES[size]} ${className}`

/** Buttons of the whole widget; variants are declared once here. Targets are at least 44 px tall. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classesOf({ variant, size, className })} {...props} />
}

/** A link that looks like a Button: where the page itself is the action (a form answered without script). */
export function ButtonLink({ variant, size, className, ...props }: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={classesOf({ variant, size, className })} {...props} />
}
