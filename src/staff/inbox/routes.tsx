import type { RouteObject } from 'react-router-dom';
import { InboxPage } from './InboxPage';

/** The inbox under /staff. */
export const inboxRoutes: RouteObject[] = [{ path: 'inbox', element: <InboxPage /> }];
