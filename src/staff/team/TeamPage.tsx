import { StaffPage } from '../shell/StaffPage';
import { useStaffRole } from '../shell/staff-role-context';
import { PagedList } from '../ui/PagedList';
import { AddMemberForm } from './AddMemberForm';
import { MemberList } from './MemberList';
import { RemoveDialog } from './RemoveDialog';
import { useStaffTeam } from './use-staff-team';
import staff from '../ui/staff.module.css';

/** /staff/team: the owner's alone; staff are told so and read nothing. */
export function TeamPage() {
  if (useStaffRole() !== 'owner') {
    return (
      <StaffPage heading="Owner only" title="Owner only">
        <p>Only the shop&rsquo;s owner manages the team.</p>
      </StaffPage>
    );
  }
  return <Team />;
}

function Team() {
  const team = useStaffTeam();
  return (
    <StaffPage heading="Team" title="Team">
      <AddMemberForm
        status={team.addStatus}
        added={team.added}
        refusal={team.addRefusal}
        failureMessage={team.addFailureMessage}
        onAdd={team.add}
      />
      <section className={staff.section} aria-labelledby="members-heading">
        <h2 id="members-heading" tabIndex={-1} className={staff.subheading}>
          Members
        </h2>
        <p role="status" className={staff.muted}>
          {team.removed ? `${team.removed.name} was removed from the team.` : ''}
        </p>
        <PagedList
          list={team.members}
          none="Nobody is on the team yet."
          noneClassName={staff.empty}
        >
          {() => <MemberList members={team.members.items} onRemove={team.remove} />}
        </PagedList>
      </section>
      <RemoveDialog
        member={team.removing}
        removing={team.removeStatus === 'removing'}
        failureMessage={team.removeFailureMessage}
        onConfirm={team.confirmRemove}
        onCancel={team.cancelRemove}
      />
    </StaffPage>
  );
}
