/**
 * Helpers for the admin browser tests (tests/e2e/admin-*.test.ts): the Uppy uploader driven like
 * a person would (its "browse files" button and the file chooser), files.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'

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
