import type { RefObject } from 'react';
import {
  offeredChoices,
  type ChoiceKind,
  type Chosen,
} from '../../../machines/product-details/choices';
import type { Product } from '@model/catalog/product';
import { ChoiceGroup, type ChoiceGroupProps } from '@/ui/choice-group/ChoiceGroup';

const kinds: { kind: ChoiceKind; legend: string; problem: string }[] = [
  { kind: 'size', legend: 'Size', problem: 'Choose a size' },
  { kind: 'colour', legend: 'Colour', problem: 'Choose a colour' },
];

export interface ProductChoicesProps {
  product: Product;
  /** Starts the radios' names (`{namePrefix}size-{id}`), so two places' groups never join. */
  namePrefix?: string;
  /** The options each choice offers, by the stock rule. */
  options: Record<ChoiceKind, ChoiceGroupProps['options']>;
  /** The product-details binding's choice: what is chosen, what Add found missing, the senders. */
  choice: Chosen & {
    missing: readonly ChoiceKind[];
    chooseSize: (size: string) => void;
    chooseColour: (colour: string) => void;
  };
  /** Each choice's first option, where focus goes when Add finds that choice missing. */
  focusRefs: Record<ChoiceKind, RefObject<HTMLInputElement | null>>;
}

/**
 * The size and the colour to choose before Add to cart, each where the product comes in them:
 * on the product page and, small, in a card's chooser.
 */
export function ProductChoices({
  product,
  namePrefix = '',
  options,
  choice,
  focusRefs,
}: ProductChoicesProps) {
  const offered = offeredChoices(product);
  const choose: Record<ChoiceKind, (value: string) => void> = {
    size: choice.chooseSize,
    colour: choice.chooseColour,
  };
  return kinds
    .filter(({ kind }) => offered.includes(kind))
    .map(({ kind, legend, problem }) => (
      <ChoiceGroup
        key={kind}
        legend={legend}
        name={`${namePrefix}${kind}-${product.id}`}
        options={options[kind]}
        chosen={choice[kind]}
        onChoose={choose[kind]}
        problem={choice.missing.includes(kind) ? problem : null}
        focusRef={focusRefs[kind]}
      />
    ));
}
