import type { StaffMember } from '../../../machines/staff-team/types';
import { formatWhen } from '../ui/when';
import staff from '../ui/staff.module.css';
import styles from './Team.module.css';

/** The team, each member with Remove; the owner is not removed here. */
export function MemberList({
  members,
  onRemove,
}: {
  members: StaffMember[];
  onRemove: (uid: string) => void;
}) {
  return (
    <ul className={styles.members} aria-labelledby="members-heading">
      {members.map((member) => (
        <li key={member.uid} className={styles.member}>
          <p className={styles.name}>{member.name}</p>
          <p className={styles.details}>
            {member.email}
            {' · '}
            {member.role === 'owner' ? 'Owner' : 'Staff'}
            {member.addedAt ? (
              <>
                {' · added '}
                <time dateTime={member.addedAt}>{formatWhen(member.addedAt)}</time>
              </>
            ) : null}
          </p>
          {member.role === 'staff' ? (
            <button type="button" className={staff.secondary} onClick={() => onRemove(member.uid)}>
              Remove {member.name}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
