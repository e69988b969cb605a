import type { Plugin } from 'vite'

/** V8's explicit compile hint (Chrome 136+): compile every function of this file while it downloads. */
export const COMPILE_EVERYTHING_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Puts V8's "compile every function eagerly" hint at the top of the entry chunk. Almost every
 * function in it (React's, the router's, the first page's) runs while the page hydrates; without
 * the hint V8 compiles each on its first call, on the main thread, inside the hydration task.
 * With it, Chromium compiles them while the script streams in, off the main thread. Lazy chunks
 * keep V8's lazy compilation: most of their functions may never run.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After Vite's own additions (the preload map it writes first): the hint must open the file.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_EVERYTHING_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
