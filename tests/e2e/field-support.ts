/**
 * What a screen reader hears about a form field (tests/e2e/*field-errors.test.ts): is it marked
 * invalid, and the text of what describes it (its hint and its error).
 */
import type { Locator, Page } from 'playwright-core'

type Scope = Page | Locator

/** The control's aria-invalid and the text of the elements its aria-describedby names. */
export async function describedState(control: Locator): Promise<{ invalid: boolean; description: string }> {
  return control.evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    const description = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    return { invalid: input.getAttribute('aria-invalid') === 'true', description }
  })
}

export async function fieldState(scope: Scope, label: string): Promise<{ invalid: boolean; description: string }> {
  return describedState(scope.getByLabel(label, { exact: true }))
}

/** The field is marked invalid, its description says `message`, and the message shows. */
export async function expectFieldError(scope: Scope, label: string, message: string): Promise<void> {
  const state = await fieldState(scope, label)
  expect([label, state.invalid, state.description]).toEqual([label, true, expect.stringContaining(message)])
  await scope.getByText(message, { exact: true }).first().waitFor()
}

export async function expectFieldValid(scope: Scope, label: string): Promise<void> {
  const state = await fieldState(scope, label)
  expect([label, state.invalid, state.description]).toEqual([label, false, expect.not.stringMatching(/required|match|Invalid|at least/)])
}
