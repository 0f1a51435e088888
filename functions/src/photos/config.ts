/**
 * Where product photos go, as Firebase params (functions/.env files): the project's Cloud Storage
 * bucket by default; locally a folder the QA front serves (functions/.env.demo-kenya-shop).
 * Values exist only while a function runs, so the store is chosen at call time, never at load.
 */
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { defineString, select } from 'firebase-functions/params';
import { cloudStorageImages, folderImages, type ImageStore } from './image-store';

const storeKinds = ['cloud-storage', 'folder'] as const;

export const imageStoreKind = defineString('IMAGE_STORE', {
  default: 'cloud-storage',
  input: select([...storeKinds]),
});
/**
 * With `folder`: where photos are written. A relative path is from the functions' working
 * directory, which is functions/ in the Functions emulator.
 */
export const imageFolder = defineString('IMAGE_FOLDER', { default: '' });
/** With `folder`: the address that folder is served at. */
export const imageBaseUrl = defineString('IMAGE_BASE_URL', { default: '' });
/** With `cloud-storage`: the bucket; empty is the project's default bucket. */
export const imageBucket = defineString('IMAGE_BUCKET', { default: '' });

// Names only: a value, even a wrong one, is never put in a message.
const notConfigured = (problem: string) => new Error(`Photos are not configured: ${problem}.`);

/** The store the params name, on `app`'s Cloud Storage when it is the bucket. */
export function imageStoreFromParams(app?: App): ImageStore {
  // An unset param reads as empty at run time (its default is applied by the Firebase CLI).
  const kind = imageStoreKind.value() || 'cloud-storage';
  if (kind === 'folder') {
    const folder = imageFolder.value();
    const baseUrl = imageBaseUrl.value();
    if (!folder || !baseUrl) {
      throw notConfigured(`set ${imageFolder.name} and ${imageBaseUrl.name} for a folder`);
    }
    return folderImages(folder, baseUrl);
  }
  if (kind !== 'cloud-storage') throw notConfigured(`${imageStoreKind.name} is not one it knows`);
  return cloudStorageImages(getStorage(app).bucket(imageBucket.value() || undefined));
}
