import { beforeEach, describe, expect, it } from 'vitest'
import { call, clearTables } from '../test/helpers'
beforeEach(clearTables)

describe('the guide page', () => {
  it('is a real page with five exercises and no script', async () => {
    const response = await call('/guide')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toContain('<h1>The VITAL Confidence Guide</h1>')
    expect(text.match(/<h2 /g)).toHaveLength(5)
    expect(text).not.toContain('<script')
  })
})
