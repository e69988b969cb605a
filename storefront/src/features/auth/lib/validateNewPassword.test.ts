import { validateNewPassword } from './validateNewPassword'

describe('a new password and its confirmation', () => {
  it('uses the signup messages, in the signup order', () => {
    expect(validateNewPassword('', '')).toBe('All fields are required')
    expect(validateNewPassword('longenough1', '')).toBe('All fields are required')
    expect(validateNewPassword('short', 'shorter')).toBe('Passwords do not match')
    expect(validateNewPassword('short', 'short')).toBe('Password must be at least 8 characters long')
    expect(validateNewPassword('longenough1', 'longenough1')).toBeNull()
  })
})
