import { useMachine } from '@xstate/react';
import { imagesByColour } from '../../machines/gallery/colour-images';
import { galleryMachine, type GalleryEvent } from '../../machines/gallery/gallery.machine';
import type { Product } from '../catalog/product';

/**
 * The gallery machine for a product's images: the image shown and named senders, each answering
 * the image shown afterwards (keyboard focus follows it).
 */
export function useGallery(product: Pick<Product, 'image' | 'colours'>) {
  const [snapshot, send, actor] = useMachine(galleryMachine, {
    input: {
      imageCount: product.image.length,
      colourImages: imagesByColour(product.image, product.colours),
    },
  });
  const sendThenShown = (event: GalleryEvent) => {
    send(event);
    return actor.getSnapshot().context.index;
  };
  return {
    index: snapshot.context.index,
    next: () => sendThenShown({ type: 'gallery.next' }),
    previous: () => sendThenShown({ type: 'gallery.previous' }),
    first: () => sendThenShown({ type: 'gallery.first' }),
    last: () => sendThenShown({ type: 'gallery.last' }),
    show: (index: number) => sendThenShown({ type: 'gallery.show', index }),
    showColour: (colour: string) => sendThenShown({ type: 'gallery.showColour', colour }),
  };
}

export type GalleryBinding = ReturnType<typeof useGallery>;
