import { randomBytes } from 'node:crypto'

import { ApiClient } from './apiClient'

export const TEST_PASSWORD = 'correct-horse-42'

export function uniqueName(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`
}

/** A new customer, signed in. */
export async function signUpCustomer(baseUrl: string, name = uniqueName('shopper')): Promise<ApiClient & { username: string }> {
  const client = new ApiClient(baseUrl) as ApiClient & { username: string }
  const res = await client.post('/api/signup', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`)
  client.username = name
  return client
}

/** The first administrator (created through /api/auth/setup-admin on a fresh shop), signed in. */
export async function setUpAdmin(baseUrl: string, name = uniqueName('admin')): Promise<ApiClient & { username: string }> {
  const client = new ApiClient(baseUrl) as ApiClient & { username: string }
  const setup = await client.post('/api/auth/setup-admin', { username: name, email: `${name}@example.org`, password: TEST_PASSWORD })
  if (setup.status !== 201) throw new Error(`setup-admin failed: ${setup.status} ${setup.text}`)
  const login = await client.post('/api/login', { username: name, password: TEST_PASSWORD })
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`)
  client.username = name
  return client
}
