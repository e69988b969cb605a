import { removeRunTempDir } from './runTempDir'

/** jest's root global teardown: the run's temporary folder goes, with all that tests left in it. */
export default async function runTempDirTeardown(): Promise<void> {
  removeRunTempDir()
}
