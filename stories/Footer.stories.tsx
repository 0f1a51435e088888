import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../src/shell/footer/Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;

/** The map loads once the footer nears the viewport; offline, its box keeps the Open the map link. */
export const Default: StoryObj<typeof meta> = {};
