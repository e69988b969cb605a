import { BROWSER_SERVER_ENV, launchBrowserServer } from './browser'
import serverGlobalSetup from './serverGlobalSetup'

/**
 * Before the browser tests: what every server test needs (serverGlobalSetup), then one Chromium for
 * the whole run instead of one per test file (16 launches of about 0.8 s of CPU and 2–3 s each on
 * this machine). Each file connects to it and gets only its own contexts, so files stay independent.
 * Closed by tests/support/e2eGlobalTeardown.ts.
 */
export default async function e2eGlobalSetup(): Promise<void> {
  await serverGlobalSetup()
  const server = await launchBrowserServer()
  process.env[BROWSER_SERVER_ENV] = server.wsEndpoint()
  ;(globalThis as { shopTestBrowserServer?: typeof server }).shopTestBrowserServer = server
}
