/**
 * What a form says about a field the core's validation refused (src/core/validation), one
 * message per code, shared by every form of the app.
 */
export const validation = {
  required: 'This field is required.',
  'too-long': 'This is too long.',
  'invalid-email': 'Enter a valid email address, like name@example.com.',
  'invalid-phone': 'Enter a valid phone number (7 to 20 digits).',
  'password-too-short': 'Use at least {{passwordMin}} characters.',
  'password-too-long': 'This password is too long.',
  'choose-one': 'Choose one of the options.',
  'invalid-color': 'Use a colour like #1F6FEB.',
  'invalid-language': 'Choose English or Spanish.',
} as const;
