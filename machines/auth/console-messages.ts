/** The console texts of spec section 8, copied exactly, and the new Users id of section 7. */
export const consoleMessages = {
  usersReadFailed: 'Error fetching data:',
  addUserFailed: 'Error adding user:',
  accessRefused: 'You do not have permission to access this page.',
  signedOut: 'Sign out successful',
  userAdded: 'User added with ID:',
} as const;
