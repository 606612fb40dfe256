/**
 * "Ready for the day": what a registration still needs before its first session. Each part is
 * one thing the family completes on its page; an empty list is ready. (Release rules join this
 * list when they are recorded.)
 */
export const READINESS_PARTS = ['health', 'consent'] as const
export type ReadinessPart = (typeof READINESS_PARTS)[number]
