/**
 * Helpers for the admin browser tests (tests/e2e/admin-*.test.ts): signed-in pages, the Uppy
 * uploader driven like a person would (its "browse files" button and the file chooser), files.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'

import { TEST_PASSWORD } from '../support/accounts'
import { DESKTOP } from '../support/browser'
import { openPage } from './storefront-support'

export type Credentials = { username: string; password?: string }

/** A fresh browser context signed in through POST /api/login (the cookie lands in the context). */
export async function signedInPage(browser: Browser, baseURL: string, who: Credentials, viewport = DESKTOP) {
  const opened = await openPage(browser, baseURL, viewport)
  const res = await opened.context.request.post('/api/login', { data: { username: who.username, password: who.password ?? TEST_PASSWORD } })
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`)
  return opened
}

/** Writes bytes to a temporary file with this name, for the file chooser. */
export function tempFile(name: string, bytes: Buffer | string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-e2e-'))
  const file = path.join(dir, name)
  fs.writeFileSync(file, bytes)
  return file
}

/** The open uploader dialog. */
export function uploader(page: Page) {
  return page.getByRole('dialog', { name: /Image uploader/ })
}

/** Opens the uploader with the given button and picks a file through "browse files". */
export async function pickFile(page: Page, openButton: string | RegExp, file: string): Promise<void> {
  await page.getByRole('button', { name: openButton }).click()
  const dialog = uploader(page)
  await dialog.waitFor()
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'browse files' }).click()])
  await chooser.setFiles(file)
}
