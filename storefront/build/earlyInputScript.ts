import { build } from 'esbuild'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Where the server finds the script (cms/storefront/holdEarlyInput.ts), in storefront/dist. */
export const EARLY_INPUT_FILE = 'hold-early-input.js'

/**
 * Builds storefront/early/earlyScript.ts (the early-input holder, decision 35, and the guest cart's
 * mark) into dist/hold-early-input.js, minified and on its own (no imports): the server puts it
 * inline into every server-rendered page, where it must run before the page's controls are
 * painted. Not referenced by the built index.html.
 */
export function earlyInputScript(): Plugin {
  return {
    name: 'early-input-script',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.build.ssr) return
      const result = await build({
        entryPoints: [path.resolve(import.meta.dirname, '../early/earlyScript.ts')],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        legalComments: 'none',
      })
      this.emitFile({ type: 'asset', fileName: EARLY_INPUT_FILE, source: result.outputFiles[0].text.trim() })
    },
  }
}
