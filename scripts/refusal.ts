import { EnvError } from '@cms/env'

/** Why an operator command did nothing: printed as it is (no stack trace), and the command exits 1. */
export class Refusal extends Error {}

/** Stops an operator command with a sentence for the operator. */
export function refuse(message: string): never {
  throw new Refusal(message)
}

/** Runs an operator command: a refusal or a bad setting is said plainly; anything else is a real fault. */
export async function runOperatorCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command()
  } catch (err) {
    if (!(err instanceof Refusal || err instanceof EnvError)) throw err
    console.error(err.message)
    process.exitCode = 1
  }
}
