// The sign-in answers of product-spec §8, in a file of their own without zod: the portal's first page
// needs these strings, not the validation schemas (issue 16 item 5).
/** Sign-in messages of product-spec §8. */
export const SIGN_IN_MESSAGES = {
  /** a password that cannot be anyone's (outside 10..128): it must be reset */
  resetPassword: 'Invalid password. Please reset your password through the link',
  /** unknown e-mail and wrong password get the same answer */
  invalidCredentials: "Sorry, we couldn't find an account with that email or password",
  /** a one-time sign-in link that is used, expired or unknown */
  linkFailed: 'There was an error trying to sign in. Did you already use the link once?',
  /** the session post failed without a message of its own */
  sessionDefault: 'Midagi läks nihu. Kindel, et selle emailiga kasutaja on registreeritud?',
} as const;
