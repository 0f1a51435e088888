/**
 * The code of an authentication failure (data access strips Firebase's `auth/` prefix). Anything
 * without a code reads as internal-error, which the shopper sees as "try again".
 */
export function failureCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' && code !== '') return code.replace(/^auth\//, '');
  }
  return 'internal-error';
}

/** The shopper closed Google's window: not a failure worth a message. */
export const closedByShopper = 'popup-closed-by-user';

/** The browser refused to open Google's window: the sign-in goes on as a redirect instead. */
export const popupBlocked = 'popup-blocked';

/** A new sign-in whose Users record could not be written, so it was removed. */
export const accountNotSaved = 'account-not-saved';
