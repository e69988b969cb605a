import { newPasswordFormSchema, PASSWORD_FORM_TOAST_ORDER } from './authRules'
import { fieldErrors, firstFieldError } from './fieldErrors'

/** What the reset-password form's toast names: the signup's rules, in the spec's order of checks. */
function newPasswordProblem(password: string, confirmPassword: string): string | null {
  const problems = fieldErrors<'password' | 'confirmPassword'>(newPasswordFormSchema, { password, confirmPassword })
  return firstFieldError(problems, ['password', 'confirmPassword'], PASSWORD_FORM_TOAST_ORDER)?.message ?? null
}

describe('a new password and its confirmation (signup rules)', () => {
  it('names missing fields first, then a mismatch, then the length', () => {
    expect(newPasswordProblem('', '')).toBe('All fields are required')
    expect(newPasswordProblem('longenough1', '')).toBe('All fields are required')
    expect(newPasswordProblem('short', 'shorter')).toBe('Passwords do not match')
    expect(newPasswordProblem('short', 'short')).toBe('Password must be at least 8 characters long')
    expect(newPasswordProblem('longenough1', 'longenough1')).toBeNull()
  })

  it('says at each field what is wrong with it', () => {
    expect(fieldErrors(newPasswordFormSchema, { password: 'short', confirmPassword: 'shorter' })).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    })
  })
})
