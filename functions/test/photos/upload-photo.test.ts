/**
 * `uploadProductPhoto` (functions/src/photos/upload-photo.ts) on the Firestore emulator, with a
 * folder store: staff on the team get three renditions stored and the image entry the product
 * form adds; anyone else, a photo the shop refuses, or writes closed by the QA front store nothing.
 */
import { HttpsError } from 'firebase-functions/https';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageSources, renditionWidths } from '@model/catalog/photo-renditions';
import { maxPhotoBytes, productImageSchema } from '@model/catalog/product-draft';
import type { Call } from '../../src/core/call';
import { Refusal } from '../../src/core/refusal';
import { folderImages } from '../../src/photos/image-store';
import { photoName, type PhotoContext } from '../../src/photos/upload-photo';
import { photoTooHeavy } from '@model/catalog/product-draft';
import { notAPhoto, photoTooSmall } from '../../src/photos/photo-pipeline';
import { uploadProductPhotoCall } from '../../src/photos/photo-callables';
import { writesUnavailable } from '../../src/qa/write-gate';
import { staffOnly } from '../../src/staff/staff-member';
import { emulatorFirestore } from '../emulator-firestore';
import { dressId } from '../products/product-fixtures';
import { asOwner, asStaff, callAs, seedTeam } from '../staff/staff-fixtures';
import {
  gif,
  heavyPng,
  jpeg,
  justOverLimitJpeg,
  phoneJpeg,
  png,
  textFile,
  webp,
} from './photo-fixtures';

const db = emulatorFirestore('demo-functions-photos');
const imagesUrl = 'http://127.0.0.1:8080/images';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mtindo-photos-'));
  await seedTeam(db);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const context = (more: Partial<PhotoContext> = {}): PhotoContext => ({
  db,
  images: folderImages(folder, imagesUrl),
  ...more,
});

function upload(
  photo: Buffer,
  {
    fileName = 'ankara-dress_front.jpg',
    as = asStaff,
    more = {},
  }: { fileName?: string; as?: (data: unknown) => Call; more?: Partial<PhotoContext> } = {},
) {
  return uploadProductPhotoCall(
    context(more),
    as({ productId: dressId, fileName, data: photo.toString('base64') }),
  );
}

/** Every file the store holds, by path under its folder. */
const stored = async () =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

/** A refusal's HttpsError, with nothing stored and no product written. */
async function expectRefused(
  refused: Promise<unknown>,
  expected: { code: string; message?: string },
) {
  const refusal = await refused.catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(HttpsError);
  expect(refusal).toMatchObject(expected);
  expect(await stored()).toEqual([]);
  expect((await db.collection('products').get()).size).toBe(0);
}

describe('a photo uploaded by staff', () => {
  it('is stored as three WebP renditions and answered as the image entry the form adds', async () => {
    const { image } = await upload(await phoneJpeg());

    const photoId = /\/products\/NewDress000000000001\/([0-9a-f]{32})-640\.webp$/.exec(
      image.downloadURL,
    )?.[1];
    expect(photoId).toBeDefined();
    expect(image).toEqual({
      downloadURL: `${imagesUrl}/products/${dressId}/${photoId}-640.webp`,
      name: 'ankara-dress front',
    });
    expect(productImageSchema.parse(image)).toEqual(image);
    expect(imageSources(image).srcSet).toBe(
      renditionWidths
        .map((width) => `${imagesUrl}/products/${dressId}/${photoId}-${width}.webp ${width}w`)
        .join(', '),
    );

    const paths = renditionWidths.map((width) => `products/${dressId}/${photoId}-${width}.webp`);
    expect(await stored()).toEqual([...paths].sort());
    const sizes = await Promise.all(
      paths.map(async (path) => {
        const metadata = await sharp(await readFile(join(folder, path))).metadata();
        expect(metadata).not.toHaveProperty('exif');
        return `${metadata.format} ${metadata.width}×${metadata.height}`;
      }),
    );
    expect(sizes).toEqual(['webp 320×569', 'webp 640×1138', 'webp 900×1600']);
  });

  it('takes a PNG and a WebP from the owner too, each under a photo id of its own', async () => {
    const first = await upload(await png(), { fileName: 'bag.png', as: asOwner });
    const second = await upload(await webp(), { fileName: 'bag.webp', as: asOwner });
    expect(first.image.downloadURL).not.toBe(second.image.downloadURL);
    expect([first.image.name, second.image.name]).toEqual(['bag', 'bag']);
    expect(await stored()).toHaveLength(6);
  });

  it('does not change the product: saveProduct writes its photos with the form', async () => {
    await upload(await png());
    expect((await db.collection('products').get()).size).toBe(0);
  });
});

describe('a photo the shop refuses', () => {
  it.each([
    ['a text file renamed photo.jpg', textFile, notAPhoto],
    ['a GIF', gif, notAPhoto],
    ['a photo 300 px square', () => jpeg(300, 300), photoTooSmall(300, 300)],
    ['a photo one byte over 5 MB', justOverLimitJpeg, photoTooHeavy],
  ])('refuses %s with its reason, storing nothing', async (_what, photo, message) => {
    await expectRefused(upload(await photo(), { fileName: 'photo.jpg' }), {
      code: 'invalid-argument',
      message,
    });
  });

  it('refuses a request far over 5 MB before reading it', async () => {
    const photo = await heavyPng();
    expect(photo.length).toBeGreaterThan(maxPhotoBytes);
    await expectRefused(upload(Buffer.concat([photo, photo])), {
      code: 'invalid-argument',
      message: photoTooHeavy,
    });
  });

  it('refuses a product id that is not one', async () => {
    const photo = (await png()).toString('base64');
    await expectRefused(
      uploadProductPhotoCall(
        context(),
        asStaff({ productId: '../orders', fileName: 'a.png', data: photo }),
      ),
      { code: 'invalid-argument' },
    );
  });
});

describe('who may upload', () => {
  it.each([
    ['no one signed in', (data: unknown) => ({ data })],
    ['a signed-in shopper', (data: unknown) => callAs('shopper-uid', {}, data)],
    ['staff the owner removed', (data: unknown) => callAs('removed-uid', { role: 'staff' }, data)],
  ])('refuses %s, storing nothing', async (_who, as) => {
    await expectRefused(upload(await png(), { as }), {
      code: 'permission-denied',
      message: staffOnly,
    });
  });
});

describe('the QA write-error scenario', () => {
  it('answers unavailable with nothing stored', async () => {
    const closed = async () => {
      throw new Refusal('unavailable', writesUnavailable);
    };
    await expectRefused(upload(await png(), { more: { writeGate: closed } }), {
      code: 'unavailable',
      message: writesUnavailable,
    });
  });
});

describe('photoName', () => {
  it.each([
    ['ankara-dress_front.jpg', 'ankara-dress front'],
    ['IMG_2034.JPEG', 'IMG 2034'],
    ['C:\\Users\\amina\\Pictures\\kikoi bag.png', 'kikoi bag'],
    ['folder/photo.tar.webp', 'photo.tar'],
    ['.jpg', 'Photo'],
    ['  \u0000\u200b.png', 'Photo'],
    ['x'.repeat(200), 'x'.repeat(120)],
  ])('names %j %j', (fileName, name) => {
    expect(photoName(fileName)).toBe(name);
  });
});
