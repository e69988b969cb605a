/** Types for cms/envFile.mjs (plain JavaScript: `npm start` reads it before anything is compiled). */
export class EnvFileError extends Error {}
export function loadEnvFile(source?: Record<string, string | undefined>, cwd?: string): string | null
