/**
 * "Ready for the day": what a registration still needs before its first session. Each part is
 * one thing the family completes on its page; an empty list is ready. Release rules count as set
 * from 18 (leaving on one's own is the default).
 */
export const READINESS_PARTS = ['health', 'consent', 'release'] as const
export type ReadinessPart = (typeof READINESS_PARTS)[number]
