import { createRunTempDir } from './runTempDir'

/** jest's root global setup: the run's temporary folder (runTempDir.ts). */
export default async function runTempDirSetup(): Promise<void> {
  createRunTempDir()
}
