export type {
  InboxCursor,
  InboxItem,
  InboxKind,
  InboxPage,
  InboxPageRequest,
  ReplyRequest,
} from '@model/staff/inbox';
