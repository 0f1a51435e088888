import { createContext, useContext } from 'react';
import type { StaffRole } from '@model/roles';

/** The role the guard let the back office in with: pages show the owner what staff do not see. */
export const StaffRoleContext = createContext<StaffRole>('staff');

export const useStaffRole = (): StaffRole => useContext(StaffRoleContext);
