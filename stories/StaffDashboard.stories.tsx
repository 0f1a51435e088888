import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { aDashboardView, anEmptyDashboard } from '@testing/fixtures/dashboard';
import {
  dashboardCallable,
  type DashboardCallableOptions,
} from '@testing/helpers/dashboard-callable';
import { staffStories, type StaffAt } from './staff-story';

/**
 * /staff with `getDashboard` answered by its stand-in: a shop at work (each period, cash to
 * collect, sales by day, work waiting, low stock, best sellers), a shop with nothing yet, Loading
 * and a failed read. On a 390 px phone first: the periods stack, the chart fills the width.
 */
const meta = {
  title: 'Back office/Dashboard',
  ...staffStories('mobile2'),
  args: { start: '/staff' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const dashboard = (options: DashboardCallableOptions) => ({
  parameters: { msw: { handlers: dashboardCallable(options).handlers } },
});

/** A month of business, work waiting in four tabs, two products low on stock. */
export const Full: Story = dashboard({ view: aDashboardView() });

/** A shop with no order yet says so plainly. */
export const Empty: Story = dashboard({ view: anEmptyDashboard() });

/** The figures are on their way: Loading. */
export const Loading: Story = dashboard({
  view: aDashboardView(),
  delay: () => delay('infinite'),
});

/** The figures could not be read (after the retries): why, and Retry. */
export const Failed: Story = dashboard({ view: aDashboardView(), fails: () => true });
