import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'

import { compileHints } from './build/compileHints'
import { earlyInputScript } from './build/earlyInputScript'
import { precompressAssets } from './build/precompressAssets'
import { stylesheetsFirst } from './build/stylesheetsFirst'

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), stylesheetsFirst(), earlyInputScript(), compileHints(), precompressAssets()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: '@shared', replacement: path.resolve(import.meta.dirname, '../shared') },
      // React Router's package points every bundler at its development build (its warnings ship
      // to every phone, about 0.5 KB compressed); dist/production is the same code with them off.
      // Should an upgrade move these files, the build fails here rather than ship the wrong one (decision 80).
      { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  // `--ssr` builds the server-side prerender (src/entry-server.tsx) into dist-server.
  // The prerender bundles only the icons it uses: lucide-react's whole package (1.3 MB, every icon)
  // would be compiled at each server start (about 0.3 s of CPU) before the first page is served.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // The entry lists every lazy chunk it may preload by file name, and every page downloads the
    // entry: lazily loaded chunks (routes, the card form, the toaster…) keep their name (tests check
    // that the home page loads no checkout or Stripe code by these names, and people look for them),
    // the shared ones ("dist", icon names) are their hash alone: bytes off the entry (decision 56).
    rollupOptions: {
      // The class merger's warm-up is an entry of its own (src/prepareClassMerging.ts); the SSR build's input is its command line's.
      ...(isSsrBuild ? {} : { input: { index: path.resolve(import.meta.dirname, 'index.html'), prepareClassMerging: path.resolve(import.meta.dirname, 'src/prepareClassMerging.ts') } }),
      output: { chunkFileNames: (chunk) => (chunk.isDynamicEntry || /Route$/.test(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js') },
    },
  },
}))
