import type { RouteObject } from 'react-router-dom';
import { TeamPage } from './TeamPage';

/** The team under /staff. */
export const teamRoutes: RouteObject[] = [{ path: 'team', element: <TeamPage /> }];
