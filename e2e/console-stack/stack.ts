import { test } from '@playwright/test'

/**
 * The console tests run on two stacks of their own, each with its own database (the
 * `console-stack` and `console-stack-b` projects of playwright.config.ts): a test reads the
 * addresses of the stack its project targets, never a fixed one.
 */
export const consoleUrl = () => String(test.info().project.use.baseURL)

/** The partner school's demo page of this test's console stack. */
export const consolePartnerUrl = () => String(test.info().project.metadata.partnerUrl)
