import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { galleryMachine, type GalleryEvent } from './gallery.machine';

function galleryOf(imageCount: number, colourImages: Record<string, number> = {}) {
  const actor = createActor(galleryMachine, { input: { imageCount, colourImages } }).start();
  const send = (...events: GalleryEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, shown: () => actor.getSnapshot().context.index };
}

describe('gallery machine', () => {
  it('starts on the first image', () => {
    expect(galleryOf(3).shown()).toBe(0);
  });

  it('moves to the next and previous image', () => {
    const { send, shown } = galleryOf(3);
    send({ type: 'gallery.next' }, { type: 'gallery.next' });
    expect(shown()).toBe(2);
    send({ type: 'gallery.previous' });
    expect(shown()).toBe(1);
  });

  it('wraps around: after the last comes the first, before the first the last', () => {
    const { send, shown } = galleryOf(3);
    send({ type: 'gallery.previous' });
    expect(shown()).toBe(2);
    send({ type: 'gallery.next' });
    expect(shown()).toBe(0);
  });

  it('goes to the first and the last image (Home and End)', () => {
    const { send, shown } = galleryOf(3);
    send({ type: 'gallery.last' });
    expect(shown()).toBe(2);
    send({ type: 'gallery.first' });
    expect(shown()).toBe(0);
  });

  it('goes to a chosen image (a thumbnail)', () => {
    const { send, shown } = galleryOf(3);
    send({ type: 'gallery.show', index: 2 });
    expect(shown()).toBe(2);
  });

  it.each([-1, 3, 1.5, Number.NaN])('refuses to go to image %s', (index) => {
    const { actor, shown } = galleryOf(3);
    expect(actor.getSnapshot().can({ type: 'gallery.show', index })).toBe(false);
    actor.send({ type: 'gallery.show', index });
    expect(shown()).toBe(0);
  });

  it('has nowhere to move with one image or none', () => {
    for (const count of [0, 1]) {
      const { actor } = galleryOf(count);
      for (const type of ['gallery.next', 'gallery.previous', 'gallery.last'] as const) {
        expect(actor.getSnapshot().can({ type })).toBe(false);
      }
    }
  });

  it("shows a chosen colour's image", () => {
    const { send, shown } = galleryOf(3, { Navy: 0, White: 1, Orange: 2 });
    send({ type: 'gallery.showColour', colour: 'Orange' });
    expect(shown()).toBe(2);
    send({ type: 'gallery.showColour', colour: 'Navy' });
    expect(shown()).toBe(0);
  });

  it('stays on the image shown for a colour without an image of its own', () => {
    const { actor, send, shown } = galleryOf(3, { Navy: 0 });
    send({ type: 'gallery.next' });
    expect(actor.getSnapshot().can({ type: 'gallery.showColour', colour: 'Teal' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'gallery.showColour', colour: 'toString' })).toBe(false);
    send({ type: 'gallery.showColour', colour: 'Teal' });
    expect(shown()).toBe(1);
  });
});
