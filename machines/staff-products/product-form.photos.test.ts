import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { maxPhotoBytes, maxProductPhotos } from '@model/catalog/product-draft';
import { overMaxBytes, tooManyPhotos } from './photo-queue';
import { formStatus } from './product-form.selectors';
import {
  dressDraft,
  file,
  formIs,
  formWith,
  never,
  photo,
  photosSettled,
  ready,
} from '@testing/helpers/product-form-machine';
import type { UploadOutcome } from './types';

describe('product form machine: photos', () => {
  const side = photo('side');

  it('makes each photo smaller, then uploads it for the product, one at a time', async () => {
    const answers: Array<(outcome: UploadOutcome) => void> = [];
    const { actor, effects } = formWith({
      shrink: async (original) => new Blob([original.name], { type: 'image/webp' }),
      upload: () => new Promise((resolve) => answers.push(resolve)),
    });
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('side.jpg'), file('detail.jpg')] });
    await waitFor(actor, () => effects.uploaded.length === 1);
    expect(effects.uploaded[0]).toMatchObject({ productId: 'dress-1', fileName: 'side.jpg' });
    expect(effects.uploaded[0]?.photo.type).toBe('image/webp');
    expect(actor.getSnapshot().context.uploads.map((upload) => upload.status)).toEqual([
      'uploading',
      'waiting',
    ]);
    answers[0]?.({ outcome: 'uploaded', image: side });
    await waitFor(actor, () => effects.uploaded.length === 2);
    expect(effects.shrunk).toEqual(['side.jpg', 'detail.jpg']);
    answers[1]?.({ outcome: 'uploaded', image: photo('detail') });
    const snapshot = await photosSettled(actor);
    expect(snapshot.context.draft.images.map((image) => image.name)).toEqual([
      'front',
      'back',
      'side',
      'detail',
    ]);
    expect(snapshot.context.uploads).toEqual([]);
  });

  it('uploads a photo the browser could not make smaller as it is: the server decides', async () => {
    const original = file('scan.heic');
    const { actor, effects } = formWith({
      shrink: async () => {
        throw new Error('cannot decode');
      },
      upload: async () => ({ outcome: 'uploaded', image: side }),
    });
    await ready(actor);
    actor.send({ type: 'photos.add', files: [original] });
    await photosSettled(actor);
    expect(effects.uploaded[0]?.photo).toBe(original);
  });

  it('keeps a refused photo’s reason with it, and the other photos go on', async () => {
    const { actor } = formWith({
      upload: async ({ fileName }) =>
        fileName === 'tiny.png'
          ? { outcome: 'refused', message: 'The photo is under 400 px on its shortest side.' }
          : { outcome: 'uploaded', image: side },
    });
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('tiny.png'), file('side.jpg')] });
    const snapshot = await photosSettled(actor);
    expect(snapshot.context.uploads).toMatchObject([
      {
        file: { name: 'tiny.png' },
        status: 'refused',
        refusal: 'The photo is under 400 px on its shortest side.',
      },
    ]);
    expect(snapshot.context.draft.images.at(-1)).toEqual(side);
  });

  it('refuses a photo still over 5 MB once made smaller, without sending it', async () => {
    const { actor, effects } = formWith({});
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('huge.jpg', maxPhotoBytes + 1)] });
    const snapshot = await photosSettled(actor);
    expect(snapshot.context.uploads).toMatchObject([{ status: 'refused', refusal: overMaxBytes }]);
    expect(effects.uploaded).toEqual([]);
  });

  it('refuses photos beyond the product’s limit at once', async () => {
    const { actor, effects } = formWith({ upload: () => never() });
    await ready(actor);
    const room = maxProductPhotos - dressDraft.images.length;
    const files = Array.from({ length: room + 1 }, (_, index) => file(`photo-${index}.jpg`));
    actor.send({ type: 'photos.add', files });
    const { uploads } = actor.getSnapshot().context;
    expect(uploads.filter((upload) => upload.status === 'refused')).toMatchObject([
      { file: { name: `photo-${room}.jpg` }, refusal: tooManyPhotos },
    ]);
    await waitFor(actor, () => effects.uploaded.length === 1);
  });

  it('keeps a failed upload for Retry, which sends it again', async () => {
    let tries = 0;
    const { actor, effects } = formWith({
      upload: async () => {
        tries += 1;
        if (tries === 1) throw new Error('unavailable');
        return { outcome: 'uploaded', image: side };
      },
    });
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('side.jpg')] });
    const failed = await photosSettled(actor);
    const [upload] = failed.context.uploads;
    expect(upload?.status).toBe('failed');
    expect(failed.can({ type: 'photos.retry', key: upload!.key })).toBe(true);
    actor.send({ type: 'photos.retry', key: upload!.key });
    await waitFor(actor, (s) => s.context.uploads.length === 0);
    expect(effects.uploaded).toHaveLength(2);
    expect(actor.getSnapshot().context.draft.images.at(-1)).toEqual(side);
  });

  it('dismisses a refused or failed photo, never one on its way, and retries only a failed one', async () => {
    const { actor } = formWith({
      upload: async ({ fileName }) =>
        fileName === 'tiny.png'
          ? { outcome: 'refused', message: 'Too small.' }
          : new Promise<UploadOutcome>(() => {}),
    });
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('tiny.png'), file('side.jpg')] });
    const snapshot = await waitFor(actor, (s) => s.context.uploads[1]?.status === 'uploading');
    const [refused, uploading] = snapshot.context.uploads;
    expect(snapshot.can({ type: 'photos.retry', key: refused!.key })).toBe(false);
    expect(snapshot.can({ type: 'photos.dismiss', key: uploading!.key })).toBe(false);
    actor.send({ type: 'photos.dismiss', key: refused!.key });
    expect(actor.getSnapshot().context.uploads.map((upload) => upload.file.name)).toEqual([
      'side.jpg',
    ]);
  });

  it('saves nothing while a photo is on its way', async () => {
    const { actor, effects } = formWith({});
    await ready(actor);
    actor.send({ type: 'photos.add', files: [file('side.jpg')] });
    expect(actor.getSnapshot().can({ type: 'product.save' })).toBe(false);
    actor.send({ type: 'product.save' });
    expect(effects.saved).toEqual([]);
  });

  it('uploads a new product’s photos under the id it opened with, before the first save', async () => {
    const { actor, effects } = formWith({
      isNew: true,
      upload: async () => ({ outcome: 'uploaded', image: side }),
    });
    actor.send({ type: 'photos.add', files: [file('side.jpg')] });
    const snapshot = await photosSettled(actor);
    expect(effects.uploaded[0]?.productId).toBe('dress-1');
    expect(snapshot.context.draft.images).toEqual([side]);
  });

  it('is no longer Saved once a photo joins the product', async () => {
    const { actor } = formWith({
      save: async () => ({ outcome: 'saved' }),
      upload: async () => ({ outcome: 'uploaded', image: side }),
    });
    await ready(actor);
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    actor.send({ type: 'photos.add', files: [file('side.jpg')] });
    await photosSettled(actor);
    expect(formStatus(actor.getSnapshot())).toBe('editing');
  });

  it('removes a photo of the product, and only one it has', async () => {
    const { actor } = formWith({});
    const snapshot = await ready(actor);
    expect(snapshot.can({ type: 'photos.remove', downloadURL: 'https://elsewhere/x.webp' })).toBe(
      false,
    );
    actor.send({ type: 'photos.remove', downloadURL: dressDraft.images[0]!.downloadURL });
    expect(actor.getSnapshot().context.draft.images).toEqual([dressDraft.images[1]]);
  });

  it('moves a photo earlier or later, never past either end', async () => {
    const { actor } = formWith({});
    const snapshot = await ready(actor);
    const [front, back] = dressDraft.images;
    expect(snapshot.can({ type: 'photos.move', downloadURL: front!.downloadURL, by: -1 })).toBe(
      false,
    );
    expect(snapshot.can({ type: 'photos.move', downloadURL: back!.downloadURL, by: 1 })).toBe(
      false,
    );
    actor.send({ type: 'photos.move', downloadURL: back!.downloadURL, by: -1 });
    expect(actor.getSnapshot().context.draft.images).toEqual([back, front]);
  });

  it('marks the colour a photo shows, one of the product’s, and saves it with the draft', async () => {
    const { actor, effects } = formWith({ save: async () => ({ outcome: 'saved' }) });
    const snapshot = await ready(actor);
    const [front, back] = dressDraft.images;
    expect(
      snapshot.can({
        type: 'photos.colour',
        downloadURL: 'https://elsewhere/x.webp',
        colour: 'Red',
      }),
    ).toBe(false);
    actor.send({ type: 'photos.colour', downloadURL: back!.downloadURL, colour: 'Red' });
    expect(actor.getSnapshot().context.draft.images).toEqual([front, { ...back, colour: 'Red' }]);
    // A colour the product is not sold in marks nothing; '' is any colour again.
    actor.send({ type: 'photos.colour', downloadURL: front!.downloadURL, colour: 'Blue' });
    expect(actor.getSnapshot().context.draft.images[0]).toEqual(front);
    actor.send({ type: 'product.save' });
    await formIs(actor, 'saved');
    expect(effects.saved[0]!.draft.images).toEqual([front, { ...back, colour: 'Red' }]);
    actor.send({ type: 'photos.colour', downloadURL: back!.downloadURL, colour: '' });
    expect(actor.getSnapshot().context.draft.images).toEqual([front, back]);
    expect(formStatus(actor.getSnapshot())).toBe('editing');
  });
});
