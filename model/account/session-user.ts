/** The signed-in person, as machines and data access share it; Firebase's User stays in src/data. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}
