import type { SessionUser } from '@model/account/session-user';

export type { SessionUser };

/** A sign-in through a provider (Google): the person, and whether the provider just made them. */
export interface ProviderSignIn {
  user: SessionUser;
  isNewUser: boolean;
}

/**
 * One console line the shop logs (docs/shop-rules.md, Texts the shop shows and logs); the
 * binding's `log` writes it.
 */
export interface LogEntry {
  level: 'log' | 'info';
  message: string;
  detail?: unknown;
}
