import { assertEvent, assign, setup } from 'xstate';

export interface GalleryContext {
  imageCount: number;
  /** The image shown, from 0. */
  index: number;
  /** The image of each colour that has one (see colour-images.ts). */
  colourImages: Record<string, number>;
}

export type GalleryEvent =
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.first' }
  | { type: 'gallery.last' }
  | { type: 'gallery.show'; index: number }
  | { type: 'gallery.showColour'; colour: string };

/**
 * A product's images, one shown at a time. Next and Previous wrap around (after the last comes
 * the first): the buttons always work, and a swipe never hits a dead end. Home and End go to the
 * first and last. Choosing a colour shows that colour's image when there is one.
 */
export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,
    input: {} as { imageCount: number; colourImages?: Record<string, number> },
  },
  guards: {
    hasSeveralImages: ({ context }) => context.imageCount > 1,
    isAnotherImage: ({ context, event }) => {
      assertEvent(event, 'gallery.show');
      return (
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.imageCount &&
        event.index !== context.index
      );
    },
    hasImageOfColour: ({ context, event }) => {
      assertEvent(event, 'gallery.showColour');
      return Object.hasOwn(context.colourImages, event.colour);
    },
  },
  actions: {
    showNext: assign({
      index: ({ context }) => (context.index + 1) % context.imageCount,
    }),
    showPrevious: assign({
      index: ({ context }) => (context.index - 1 + context.imageCount) % context.imageCount,
    }),
    showFirst: assign({ index: 0 }),
    showLast: assign({ index: ({ context }) => context.imageCount - 1 }),
    showChosen: assign({
      index: ({ event }) => {
        assertEvent(event, 'gallery.show');
        return event.index;
      },
    }),
    showColourImage: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'gallery.showColour');
        return context.colourImages[event.colour]!;
      },
    }),
  },
}).createMachine({
  id: 'gallery',
  context: ({ input }) => ({
    imageCount: Math.max(0, Math.floor(input.imageCount)),
    index: 0,
    colourImages: input.colourImages ?? {},
  }),
  initial: 'showing',
  states: {
    showing: {
      on: {
        'gallery.next': { guard: 'hasSeveralImages', actions: 'showNext' },
        'gallery.previous': { guard: 'hasSeveralImages', actions: 'showPrevious' },
        'gallery.first': { guard: 'hasSeveralImages', actions: 'showFirst' },
        'gallery.last': { guard: 'hasSeveralImages', actions: 'showLast' },
        'gallery.show': { guard: 'isAnotherImage', actions: 'showChosen' },
        'gallery.showColour': { guard: 'hasImageOfColour', actions: 'showColourImage' },
      },
    },
  },
});
