export type { AddOutcome, StaffMember } from '@model/staff/team';
