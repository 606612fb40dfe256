import { expect, test } from '@playwright/test'
import { open } from '../fixtures'

/**
 * The page as a screen reader lists it: landmarks with their names, and the heading outline, in
 * Chromium's accessibility tree (Playwright's ARIA snapshot reaches into the shadow roots). An
 * unnamed region shows as "- region:" and fails the comparison.
 */
const OUTLINE = `- banner:
  - navigation "Main":
- main:
  - region "Unleash Your Leadership Potential":
    - heading "Unleash Your Leadership Potential" [level=1]
  - region "Why leadership training matters":
    - heading "Why leadership training matters" [level=2]
  - region "Five Principles of Leadership":
    - heading "Five Principles of Leadership" [level=2]
        - heading "Vision" [level=3]
        - heading "Integrity" [level=3]
        - heading "Teamwork" [level=3]
        - heading "Action" [level=3]
        - heading "Leadership" [level=3]
        - heading "85% Better Performance" [level=3]
        - heading "Confidence Building" [level=3]
        - heading "Community Impact" [level=3]
  - region "Four Weeks That Change How You Lead":
    - heading "Four Weeks That Change How You Lead" [level=2]
        - heading "Four-Week Program" [level=3]
        - heading "Saturdays 10AM-2PM" [level=3]
        - heading "Regional Location" [level=3]
        - heading "Ages 13-22" [level=3]
    - region "Choose Your Path":
      - heading "Choose Your Path" [level=2]
        - heading "Per Session" [level=3]
        - heading "Complete Bootcamp" [level=3]
      - region "Special Offers":
        - heading "Special Offers" [level=3]
  - region "Register a Participant":
    - heading "Register a Participant" [level=2]
    - form "Register a Participant":
  - region "Registration notifications"
  - region "Get Your Free Confidence Guide":
    - heading "Get Your Free Confidence Guide" [level=2]
    - form "Get Your Free Confidence Guide":
  - region "Sign-up notifications"
  - region "What the Research Says":
    - heading "What the Research Says" [level=2]
  - region "Get in Touch":
    - heading "Get in Touch" [level=2]
    - form "Get in Touch":
  - region "Contact notifications"
- contentinfo:
  - navigation "Quick Links":
    - heading "Quick Links" [level=2]
  - heading "Follow Us" [level=2]`

const STRUCTURE = /^\s*- (banner|navigation|main|region|contentinfo|complementary|form|heading)\b/

for (const javaScript of [false, true]) {
  test(`the home page's landmarks are all named and its headings outline the page (${javaScript ? 'after the script' : 'pre-rendered, no script'})`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ javaScriptEnabled: javaScript })
    if (javaScript) await open(page, '/')
    else await page.goto('/')
    const snapshot = await page.locator('body').ariaSnapshot()
    expect(
      snapshot
        .split('\n')
        .filter((line) => STRUCTURE.test(line))
        .join('\n'),
    ).toBe(OUTLINE)
  })
}
