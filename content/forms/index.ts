import type { Language } from '../language'
import en from './en'
import es from './es'

/** The forms' copy in one language: what the loader hands a form element. */
export type FormsCopy = typeof es

/**
 * Both languages, for build-time rendering and the worker. Browser code never imports this
 * module: each element receives one language's copy from the loader.
 */
export const FORMS: Record<Language, FormsCopy> = { en, es }
