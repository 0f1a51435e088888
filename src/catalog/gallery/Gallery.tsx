import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductImage } from '@model/catalog/product';
import { useAfterFirstPaint } from '@/ui/near-viewport/use-after-first-paint';
import { useWideScreen } from '@/ui/near-viewport/use-wide-screen';
import { gallerySizes, pictureSources, thumbnailSizes } from '../product-pictures';
import { ChevronIcon } from './ChevronIcon';
import { swipeDirection } from './swipe';
import type { GalleryBinding } from '../use-gallery';
import styles from './Gallery.module.css';

export interface GalleryProps {
  images: ProductImage[];
  productName: string;
  gallery: GalleryBinding;
}

const mainWidth = 600;
const mainHeight = 750;

/**
 * A product's images: the one shown, Previous and Next, and a thumbnail per image. Arrow keys
 * anywhere in the gallery move between images, Home and End go to the first and last; a finger
 * swipes the main image sideways while up and down still scroll the page.
 */
export function Gallery({ images, productName, gallery }: GalleryProps) {
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const painted = useAfterFirstPaint();
  // A phone shows the thumbnails as dots over the picture (Gallery.module.css): no pictures.
  const wide = useWideScreen();
  const count = images.length;
  const several = count > 1;
  const describe = (image: ProductImage) => image.name || productName;

  // On a thumbnail, focus follows the image shown, as in a toolbar.
  useEffect(() => {
    const focused = thumbnails.current.findIndex((button) => button === document.activeElement);
    if (focused !== -1 && focused !== gallery.index) thumbnails.current[gallery.index]?.focus();
  }, [gallery.index]);

  if (count === 0) {
    return (
      <div className={styles.noImage} role="img" aria-label={`${productName}: no image yet`} />
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowRight: gallery.next,
      ArrowLeft: gallery.previous,
      Home: gallery.first,
      End: gallery.last,
    };
    const move = moves[event.key];
    if (!several || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !several) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction === 'next') gallery.next();
    if (direction === 'previous') gallery.previous();
  };

  return (
    <section
      className={styles.gallery}
      aria-label={`Images of ${productName}`}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {images.map((image, index) => (
          <img
            key={image.downloadURL + index}
            {...pictureSources(image, gallerySizes)}
            alt={describe(image)}
            width={mainWidth}
            height={mainHeight}
            // The first image is the page's largest paint; the others wait until shown.
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
            draggable={false}
            hidden={index !== gallery.index}
            className={styles.main}
          />
        ))}
        {several ? (
          <>
            <StepButton direction="previous" onClick={gallery.previous} />
            <StepButton direction="next" onClick={gallery.next} />
          </>
        ) : null}
      </div>
      {several ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            Image {gallery.index + 1} of {count}
          </p>
          <ul className={styles.thumbnails}>
            {images.map((image, index) => (
              <li key={image.downloadURL + index}>
                <button
                  type="button"
                  ref={(button) => {
                    thumbnails.current[index] = button;
                  }}
                  className={styles.thumbnail}
                  onClick={() => gallery.show(index)}
                  aria-label={`Show image ${index + 1} of ${count}: ${describe(image)}`}
                  aria-current={index === gallery.index ? 'true' : undefined}
                >
                  {/* The first is the shown picture, already loaded (the same rendition, by the
                      shown picture's sizes). The others are asked for once the first screen has
                      painted, in boxes of their size: not lazy, which would ask for them as soon
                      as the page is laid out, alongside its code. */}
                  {wide ? (
                    <img
                      {...(index === 0
                        ? pictureSources(image, gallerySizes)
                        : painted
                          ? pictureSources(image, thumbnailSizes)
                          : {})}
                      alt=""
                      width={72}
                      height={90}
                      fetchPriority="low"
                    />
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** Previous or Next, over the image shown. */
function StepButton({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${styles.step} ${styles[direction]}`}
      onClick={onClick}
      aria-label={direction === 'next' ? 'Next image' : 'Previous image'}
    >
      <ChevronIcon direction={direction === 'next' ? 'right' : 'left'} />
    </button>
  );
}
