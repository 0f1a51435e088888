import type { NewUserRecord } from '../user-record';
import { clipText, textLimits } from '../limits';
import type { SessionUser } from './session-user';

/**
 * The Users record of someone new through Google: their names from the provider's display name
 * ("Amani Wanjiru Njoroge": first name Amani, last name Wanjiru Njoroge), or the e-mail's local
 * part when the provider gives none. firestore.rules caps names at 80 characters.
 */
export function recordFromProvider(user: SessionUser): NewUserRecord | null {
  if (!user.email) return null;
  const words = (user.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words.length > 0 ? words : [user.email.split('@')[0] ?? user.email];
  return {
    email: user.email,
    role: 'user',
    firstName: clipText(first ?? '', textLimits.userName),
    lastName: clipText(rest.join(' '), textLimits.userName),
  };
}
