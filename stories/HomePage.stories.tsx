import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from '../src/catalog/home/HomePage';
import { scenario } from './scenario-handlers';

/** The home page reading from the stand-in in the browser's service worker, per QA scenario. */
const meta = { title: 'Pages/Home', component: HomePage } satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CatalogError: Story = { parameters: scenario('catalog-error') };
export const EmptyCatalog: Story = { parameters: scenario('empty-catalog') };
export const Slow: Story = { parameters: scenario('slow') };
