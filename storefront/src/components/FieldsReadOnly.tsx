import { createContext, type ReactNode, useContext } from 'react'

const ReadOnly = createContext(false)

/**
 * While a form's save or order is on its way, every text box inside (Input, Textarea) is read-only
 * and every Checkbox disabled: the form sends what was on screen at the press and then closes or
 * clears, so anything changed meanwhile would look saved and be lost. Text boxes are read-only
 * rather than disabled, so the focus stays put.
 */
export function FieldsReadOnly({ when, children }: { when: boolean; children: ReactNode }) {
  return <ReadOnly value={when}>{children}</ReadOnly>
}

/** Whether the text boxes here are read-only for now (FieldsReadOnly). */
export function useFieldsReadOnly(): boolean {
  return useContext(ReadOnly)
}
