import { useState } from 'react'

/** The values of a settings form, and `field(name)`: the name, value and onChange of that key's input. */
export function useSettingsValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial)
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: e.target.value })),
  })
  return { values, field }
}
