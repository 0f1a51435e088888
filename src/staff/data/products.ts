/**
 * What the Products pages read and change: products a page at a time in name order, the hidden
 * ones, a product and its History (Firestore Lite, signed in as staff), and the callables that
 * write them (`saveProduct`, `setProductHidden`, `uploadProductPhoto`), which record each change
 * with who and when (functions/src/staff). Every query shape here is listed in
 * docs/query-shapes.md.
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import {
  readEditedProduct,
  readProductEvent,
  readProductLine,
  type PhotoUploadRequest,
  type ProductEvent,
  type ProductLine,
  type ProductListPage,
  type ProductListRequest,
  type ProductRecord,
  type SaveOutcome,
  type SaveRequest,
  type UploadOutcome,
  type VisibilityRequest,
} from '@model/staff/products';
import { productsCollection } from '@model/catalog/product';
import {
  productIdSchema,
  productImageSchema,
  saveProductRequestSchema,
  setProductHiddenSchema,
  uploadPhotoRequestSchema,
} from '@model/catalog/product-draft';
import { stringOr } from '@model/catalog/product-fields';
import { searchProducts } from '@/catalog/data/product-search';
import { newAutoId } from '@/data/auto-id';
import { dataError, DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** A page of products: a phone's screen or two, and a quick read on 3G. */
export const productPageSize = 20;
export const foundLength = 20;
/** The latest changes: far more than a product usually has. */
export const historyLength = 50;
/** A photo on a slow line: 5 MB as base64 takes a while on 3G. */
const uploadTimeoutMs = 120_000;

const products = () => collection(db(), productsCollection);

/** One page of every product, or of the hidden ones, in name order from the cursor on. */
export async function listProductPage(
  { view, after }: ProductListRequest,
  pageSize = productPageSize,
): Promise<ProductListPage> {
  const snapshot = await read(() =>
    getDocs(
      query(
        products(),
        ...(view === 'hidden' ? [where('hidden', '==', true)] : []),
        orderBy('productName'),
        orderBy(documentId()),
        ...(after ? [startAfter(after.productName, after.id)] : []),
        // One product more tells whether there is a next page.
        limit(pageSize + 1),
      ),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    products: shown.map((document) => readProductLine(document.id, document.data())),
    next:
      snapshot.docs.length > pageSize && last
        ? { productName: stringOr(last.get('productName')), id: last.id }
        : null,
  };
}

/** Products in the shop by name, with the shop's own search; hidden ones are not in its index. */
export async function searchShopProducts(text: string): Promise<ProductLine[]> {
  const page = await searchProducts(text, { pageSize: foundLength });
  return page.products.map((product) => ({
    id: product.id,
    productName: product.productName,
    price: product.price,
    category: product.category,
    subCategory: product.subCategory,
    image: product.image[0] ?? null,
    hidden: false,
  }));
}

/**
 * The product in the form's terms and its History, read at once; null when there is no such
 * product. The History failing is kept with the product, not thrown: the form works without it.
 */
export async function readProductRecord(productId: string): Promise<ProductRecord | null> {
  if (!productIdSchema.safeParse(productId).success) return null;
  const [product, history] = await Promise.all([
    read(() => getDoc(doc(products(), productId))),
    listProductHistory(productId).then(
      (events) => ({ events, failure: null }),
      (failure: unknown) => ({ events: [], failure }),
    ),
  ]);
  const data = product.data();
  return data
    ? { product: readEditedProduct(data), history: history.events, historyFailure: history.failure }
    : null;
}

/** The product's latest changes, newest first. */
export async function listProductHistory(productId: string): Promise<ProductEvent[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), productsCollection, productId, 'events'),
        orderBy('at', 'desc'),
        limit(historyLength),
      ),
    ),
  );
  return snapshot.docs.map((document) => toProductEvent(document.id, document.data()));
}

/**
 * Writes the product from the form. The server refusing it (a field it will not take) is an answer
 * in its own words, not a failure; a call that did not come back is one, and may have landed:
 * saving again writes the same again.
 */
export async function saveProduct(request: SaveRequest): Promise<SaveOutcome> {
  try {
    await callFunction<unknown, unknown>('saveProduct', saveProductRequestSchema.parse(request));
    return { outcome: 'saved' };
  } catch (error) {
    return refusedOr(error);
  }
}

/** Hides the product from every listing and search, or shows it again. */
export async function setProductHidden(request: VisibilityRequest): Promise<{ hidden: boolean }> {
  const answer = await callFunction<unknown, { hidden?: unknown }>(
    'setProductHidden',
    setProductHiddenSchema.parse(request),
  );
  return { hidden: typeof answer?.hidden === 'boolean' ? answer.hidden : request.hidden };
}

/** Sends one photo; the server checks what it really is and stores its renditions. */
export async function uploadProductPhoto({
  productId,
  fileName,
  photo,
}: PhotoUploadRequest): Promise<UploadOutcome> {
  try {
    const request = uploadPhotoRequestSchema.parse({
      productId,
      fileName,
      data: await base64Of(photo),
    });
    const answer = await callFunction<unknown, { image?: unknown }>(
      'uploadProductPhoto',
      request,
      uploadTimeoutMs,
    );
    const image = productImageSchema.safeParse(answer?.image);
    if (!image.success) throw dataError('unknown', undefined, image.error);
    return { outcome: 'uploaded', image: image.data };
  } catch (error) {
    return refusedOr(error);
  }
}

function refusedOr(error: unknown): { outcome: 'refused'; message: string } {
  if (error instanceof DataError && error.kind === 'refused') {
    return { outcome: 'refused', message: error.message };
  }
  throw error;
}

/** The photo's bytes as base64, read by the browser itself (a data URL, without its prefix). */
function base64Of(photo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () =>
      reject(dataError('unknown', 'The photo could not be read.', reader.error));
    reader.readAsDataURL(photo);
  });
}

/**
 * A new product's id, made when its form opens so its photos can be uploaded before the first
 * save: Firestore's 20-character auto-id.
 */
export const newProductId = (): string => newAutoId();

/** Listed as unknown, never guessed; the console tells whoever looks into it what was stored. */
function toProductEvent(id: string, data: DocumentData): ProductEvent {
  const event = readProductEvent(id, data);
  if (event.kind === 'unknown') {
    console.warn(`Product event ${id} has a kind outside the server's`, data.kind);
  }
  return event;
}
