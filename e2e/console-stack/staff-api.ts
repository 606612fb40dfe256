import { expect, type APIRequestContext } from '@playwright/test'
import { addStaffAccount } from '../fixtures'
import { consoleUrl } from './stack'

/**
 * A director signed in on this test's console stack, calling the console's API as its screens
 * do (same origin): `send(method, path, data)` under `/api/admin`.
 */
export async function directorSignedIn(request: APIRequestContext, label: string) {
  const username = `walks-${label.toLowerCase()}`
  const password = 'a long staff password 4'
  await addStaffAccount(username, password)
  expect((await request.post('/api/admin/session', { data: { username, password } })).status()).toBe(200)
  const headers = { origin: consoleUrl(), 'sec-fetch-site': 'same-origin' }
  return (method: 'POST' | 'PATCH', path: string, data: object) =>
    request.fetch(`/api/admin${path}`, { method, headers, data })
}
