/**
 * Field messages, keyed by the `code` of a field error (`errors[].code` in the API error body, or a
 * zod issue code on the client). `{min}` / `{max}` come from the same field error.
 */
export default {
  c_c01: 'This field is required.',
  c_c15: 'The confirmation does not match.',
  c_c16: 'Password must be 8–63 ASCII characters without spaces or emoji, with an upper-case letter, a lower-case letter, a digit and a special character.',
  required: 'This field is required.',
  too_small: 'Must be at least {min:number}.',
  too_big: 'Must be at most {max:number}.',
  invalid_type: 'This value has the wrong type.',
  invalid_format: 'This value has an invalid format.',
  invalid_value: 'This value is not allowed.',
  password_same_as_current: 'The new password must differ from the current password.',
  email: 'Please enter a valid email address.',
  current_password_incorrect: 'The current password is incorrect.',
  email_not_available: 'This email address is not available.',
  robot_check_failed: 'Please verify that you are not a robot.',
} as const;
