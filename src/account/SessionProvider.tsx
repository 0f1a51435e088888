import { useState, type ReactNode } from 'react';
import { useAccountServices } from './account-services';
import { SessionActor, sessionMachineWith } from './use-session';

/** Gives useSession (and the account bindings) one session, watched while it is mounted. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const services = useAccountServices();
  const [logic] = useState(() => sessionMachineWith(services));
  return <SessionActor.Provider logic={logic}>{children}</SessionActor.Provider>;
}
