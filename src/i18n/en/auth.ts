/**
 * Auth texts not covered by shell.auth (page labels) and errors.* (API error codes): the password
 * rule checklist (keys = PasswordRule of src/domain/auth/password.ts), change password, the robot
 * check widget and the lockout notice.
 */
export default {
  passwordRules: {
    title: 'Your password needs',
    length: '8 to 63 characters',
    ascii: 'only ASCII letters, digits and symbols: no spaces, accents or emoji',
    lower: 'a lower-case letter',
    upper: 'an upper-case letter',
    digit: 'a digit',
    special: 'a special character such as ! @ # $ %',
  },
  changePassword: {
    title: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    done: 'Your password is changed. Your other devices have been signed out.',
  },
  robotCheck: {
    label: 'I am not a robot',
    retry: 'Check again',
    expired: 'The robot check expired. Please run it again.',
  },
  lockedOut: 'Too many attempts. Please try again in {minutes:number} minute(s).',
  linkSentForSet: 'If {email} has an account waiting for a password, a new link is on its way.',
} as const;
