'use client'
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * The panel's "Your current password" box (users, sidebar): a password input for the virtual
 * currentPassword field, which the server requires whenever a password is changed outside a reset
 * (collections/Users/hooks/enforcePasswordRules.ts). Never stored, never read back.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const fieldPath = path ?? field.name
  const { value, setValue, showError, errorMessage } = useField<string>({ path: fieldPath })
  const id = `field-${fieldPath}`
  return (
    <div className={`field-type password${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={fieldPath} />
      <div className="field-type__wrap">
        <FieldError message={errorMessage} path={fieldPath} showError={showError} />
        <input
          id={id}
          name={fieldPath}
          type="password"
          autoComplete="current-password"
          value={value ?? ''}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
