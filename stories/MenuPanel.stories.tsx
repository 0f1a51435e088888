import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import MenuPanel from '../src/shell/panels/MenuPanel';
import { WithPanelOpen } from './open-panel';

const meta = { title: 'Shell/MenuPanel', component: MenuPanel } satisfies Meta<typeof MenuPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CategoriesTab: Story = {
  decorators: [(Story) => <WithPanelOpen panel="menu">{Story()}</WithPanelOpen>],
};

export const MenusTab: Story = {
  decorators: [
    (Story) => (
      <WithPanelOpen panel="menu" tab="menus">
        {Story()}
      </WithPanelOpen>
    ),
  ],
};

/** The Ladies section open, as after a tap on its trigger. */
export const OpenSection: Story = {
  decorators: [(Story) => <WithPanelOpen panel="menu">{Story()}</WithPanelOpen>],
  // The dialog renders in a portal on document.body, outside the story's canvas.
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Ladies' }));
  },
};
