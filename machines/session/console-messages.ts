/**
 * The shop's console texts, copied exactly, the new Users id's included (docs/shop-rules.md,
 * Texts the shop shows and logs).
 */
export const consoleMessages = {
  usersReadFailed: 'Error fetching data:',
  addUserFailed: 'Error adding user:',
  accessRefused: 'You do not have permission to access this page.',
  signedOut: 'Sign out successful',
  userAdded: 'User added with ID:',
} as const;
