import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';

const HomePage = lazy(() => import('../pages/home/HomePage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [{ index: true, element: <HomePage /> }],
  },
];
