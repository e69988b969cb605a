/** Moves focus to a form's control by name: after a failed check, to the field the toast names. */
export function focusFormField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name)
  if (control instanceof HTMLElement) control.focus()
}
