import { useState, type ReactNode } from 'react';
import {
  fakeAccountServices,
  type FakeAccountOptions,
} from '@testing/helpers/account/fake-account-services';
import { AccountServicesContext } from '../src/account/use-session';

/** Gives a story the account services in memory: seeded accounts, failures on demand. */
export function WithAccountServices({
  options = {},
  children,
}: {
  options?: FakeAccountOptions;
  children: ReactNode;
}) {
  const [services] = useState(() => fakeAccountServices(options).services);
  return (
    <AccountServicesContext.Provider value={services}>{children}</AccountServicesContext.Provider>
  );
}

/** A story decorator with these services. */
export const accountServices = (options: FakeAccountOptions = {}) => ({
  decorators: [
    (Story: () => ReactNode) => (
      <WithAccountServices options={options}>{Story()}</WithAccountServices>
    ),
  ],
});
