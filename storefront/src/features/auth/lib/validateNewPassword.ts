/** Spec §5's signup rules and messages, for a new password and its confirmation. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'All fields are required'
  if (password !== confirm) return 'Passwords do not match'
  if (password.length < 8) return 'Password must be at least 8 characters long'
  return null
}
