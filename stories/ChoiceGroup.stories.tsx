import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChoiceGroup } from '../src/ui/choice-group/ChoiceGroup';

/**
 * A size or colour to choose, on the product page and in a card's chooser: sold-out options stay
 * in view, struck through, disabled and named "(sold out)"; nothing is chosen for the shopper.
 */
const meta = {
  title: 'Catalog/Choices',
  component: ChoiceGroup,
  args: {
    legend: 'Size',
    name: 'size-story',
    options: ['S', 'M', 'L', 'XL'].map((value) => ({ value, soldOut: false })),
    chosen: null,
    onChoose: fn(),
    problem: null,
  },
} satisfies Meta<typeof ChoiceGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { chosen: 'M' } };

export const SomeSoldOut: Story = {
  args: {
    options: [
      { value: 'S', soldOut: true },
      { value: 'M', soldOut: false },
      { value: 'L', soldOut: false },
      { value: 'XL', soldOut: true },
    ],
  },
};

/** Add to cart found no size chosen: the group says so, and focus comes to it. */
export const Missing: Story = { args: { problem: 'Choose a size' } };

export const Colours: Story = {
  args: {
    legend: 'Colour',
    name: 'colour-story',
    options: [
      { value: 'Black', soldOut: false },
      { value: 'Mustard Yellow', soldOut: false },
      { value: 'Olive', soldOut: true },
    ],
    chosen: 'Black',
  },
};
