/**
 * The inputs the account forms share (login, signup, setup-admin, profile, the password forms):
 * the same autofill, keyboard and required mark wherever a username, e-mail or password is typed.
 */
export const accountInputs = {
  username: { autoComplete: 'username', autoCapitalize: 'none', spellCheck: false, required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  currentPassword: { type: 'password', autoComplete: 'current-password', required: true },
  newPassword: { type: 'password', autoComplete: 'new-password', required: true },
} as const
