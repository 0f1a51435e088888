import * as Tabs from '@radix-ui/react-tabs';
import { inboxKinds, type InboxKind } from '@model/staff/requests';
import { StaffPage } from '../shell/StaffPage';
import { InboxList } from './InboxList';
import { useStaffInbox } from './use-staff-inbox';
import staff from '../ui/staff.module.css';

const isInboxKind = (value: string): value is InboxKind =>
  (inboxKinds as readonly string[]).includes(value);

/** /staff/inbox: contact messages and wholesale enquiries, each under its tab. */
export function InboxPage() {
  const inbox = useStaffInbox();
  return (
    <StaffPage heading="Inbox" title="Inbox">
      <Tabs.Root
        value={inbox.tab}
        onValueChange={(value) => {
          if (isInboxKind(value)) inbox.show(value);
        }}
        className={staff.tabs}
      >
        <Tabs.List aria-label="Inbox sections" className={staff.tabList}>
          <Tabs.Trigger value="message" className={staff.tab}>
            Messages
          </Tabs.Trigger>
          <Tabs.Trigger value="enquiry" className={staff.tab}>
            Wholesale enquiries
          </Tabs.Trigger>
        </Tabs.List>
        {inboxKinds.map((kind) => (
          <Tabs.Content key={kind} value={kind} className={staff.tabPanel}>
            <InboxList actor={inbox.actor} kind={kind} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </StaffPage>
  );
}
