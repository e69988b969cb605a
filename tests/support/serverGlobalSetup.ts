import { execFileSync } from 'node:child_process'

import { SQLITE_TEMPLATE_ENV } from './shopProcess'
import { sqliteTemplate } from './sqliteTemplate'

/**
 * Before any test that starts the shop (API and browser tests): rebuild whatever is older than its
 * sources (the compiled server, the storefront, the panel; a check of milliseconds when nothing
 * is), so a test never runs a stale build, even from `npx jest <file>` right after an edit. Then
 * the migrated template database every new shop starts from.
 */
export default async function serverGlobalSetup(): Promise<void> {
  execFileSync(process.execPath, ['scripts/ensureBuild.mjs'], { stdio: 'inherit', env: { ...process.env, CMS_PANEL: 'on' } })
  process.env[SQLITE_TEMPLATE_ENV] = await sqliteTemplate()
}
