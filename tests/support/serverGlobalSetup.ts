import { execFileSync } from 'node:child_process'

import { DEMO_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV } from './shopProcess'
import { sqliteTemplates } from './sqliteTemplates'

/**
 * Before any test that starts the shop (API and browser tests): rebuild whatever is older than its
 * sources (the compiled server, the storefront, the panel; a check of milliseconds when nothing
 * is), so a test never runs a stale build, even from `npx jest <file>` right after an edit. Then
 * the template data every new shop starts from (made again only when the server or migrations changed).
 */
export default async function serverGlobalSetup(): Promise<void> {
  execFileSync(process.execPath, ['scripts/ensureBuild.mjs'], { stdio: 'inherit', env: { ...process.env, CMS_PANEL: 'on' } })
  const templates = await sqliteTemplates()
  process.env[SQLITE_TEMPLATE_ENV] = templates.migrated
  process.env[DEMO_TEMPLATE_ENV] = templates.demo
}
