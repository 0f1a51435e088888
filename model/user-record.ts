/** The user record of the Users collection (docs/shop-rules.md, Catalog records). */
export interface UserRecord {
  id: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}

/** A Users record before it is written: its id is the account's uid, given by the write. */
export type NewUserRecord = Omit<UserRecord, 'id'>;
