/** Types for scripts/ensureBuild.mjs (plain JavaScript: `npm start` runs it before anything is compiled). */
export function ensureBuild(options: { panel: boolean; storefront?: boolean }): Promise<void>
