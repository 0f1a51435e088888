import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { imagesByColour } from '../../machines/gallery/colour-images';
import { galleryMachine } from '../../machines/gallery/gallery.machine';
import { shownIndex } from '../../machines/gallery/selectors';
import type { Product } from '@model/catalog/product';

/** The gallery machine for a product's images: the image shown and named senders. */
export function useGallery(product: Pick<Product, 'image' | 'colours'>) {
  const gallery = useActorRef(galleryMachine, {
    input: {
      imageCount: product.image.length,
      colourImages: imagesByColour(product.image, product.colours),
    },
  });
  const senders = useMemo(
    () => ({
      next: () => gallery.send({ type: 'gallery.next' }),
      previous: () => gallery.send({ type: 'gallery.previous' }),
      first: () => gallery.send({ type: 'gallery.first' }),
      last: () => gallery.send({ type: 'gallery.last' }),
      show: (index: number) => gallery.send({ type: 'gallery.show', index }),
      showColour: (colour: string) => gallery.send({ type: 'gallery.showColour', colour }),
    }),
    [gallery],
  );
  return { index: useSelector(gallery, shownIndex), ...senders };
}

export type GalleryBinding = ReturnType<typeof useGallery>;
