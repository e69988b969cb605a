import type { BrowserServer } from 'playwright-core'

/** Closes the run's Chromium (tests/support/e2eGlobalSetup.ts). */
export default async function e2eGlobalTeardown(): Promise<void> {
  await (globalThis as { shopTestBrowserServer?: BrowserServer }).shopTestBrowserServer?.close()
}
