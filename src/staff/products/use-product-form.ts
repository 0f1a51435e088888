import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { productFormMachine } from '../../../machines/staff-products/product-form.machine';
import * as form from '../../../machines/staff-products/product-form.selectors';
import type { DraftTextField } from '../../../machines/staff-products/types';
import { failureMessage } from '@/data/data-error';
import { useNewId } from '../ui/use-new-id';
import {
  listProductHistory,
  newProductId,
  readProductRecord,
  saveProduct,
  setProductHidden,
  uploadProductPhoto,
} from '../data/products';
import { shrinkPhoto } from './shrink-photo';

/**
 * A product's edit page, or a new product's under the id made for it: the form, its photos,
 * hiding and showing, and the History.
 */
export function useProductForm(productId: string, isNew: boolean) {
  const navigate = useNavigate();
  const [logic] = useState(() =>
    productFormMachine.provide({
      actors: {
        loadProduct: fromPromise(({ input }) => readProductRecord(input)),
        loadHistory: fromPromise(({ input }) => listProductHistory(input)),
        saveProduct: fromPromise(({ input }) => saveProduct(input)),
        shrinkPhoto: fromPromise(({ input }) => shrinkPhoto(input)),
        uploadPhoto: fromPromise(({ input }) => uploadProductPhoto(input)),
        setProductHidden: fromPromise(({ input }) => setProductHidden(input)),
      },
      actions: {
        // The page stays mounted (./routes.tsx), so Saved shows at the product's own address.
        goToProductPage: (_, id) => navigate(`/staff/products/${id}`, { replace: true }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { productId, isNew } });
  const uploads = useSelector(actor, form.uploads);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'product.retry' }),
      edit: (field: DraftTextField, value: string) =>
        actor.send({ type: 'draft.edit', field, value }),
      save: () => actor.send({ type: 'product.save' }),
      addPhotos: (files: File[]) => actor.send({ type: 'photos.add', files }),
      removePhoto: (downloadURL: string) => actor.send({ type: 'photos.remove', downloadURL }),
      movePhoto: (downloadURL: string, by: -1 | 1) =>
        actor.send({ type: 'photos.move', downloadURL, by }),
      markPhotoColour: (downloadURL: string, colour: string) =>
        actor.send({ type: 'photos.colour', downloadURL, colour }),
      dismissUpload: (key: number) => actor.send({ type: 'photos.dismiss', key }),
      retryUpload: (key: number) => actor.send({ type: 'photos.retry', key }),
      hide: () => actor.send({ type: 'product.hide' }),
      show: () => actor.send({ type: 'product.show' }),
      retryHistory: () => actor.send({ type: 'history.retry' }),
    }),
    [actor],
  );
  return {
    status: useSelector(actor, form.pageStatus),
    failureMessage: failureMessage(useSelector(actor, form.failure)),
    productId: useSelector(actor, form.productId),
    exists: useSelector(actor, form.exists),
    productName: useSelector(actor, form.productName),
    draft: useSelector(actor, form.draft),
    fieldErrors: useSelector(actor, form.fieldErrors),
    formStatus: useSelector(actor, form.formStatus),
    refusal: useSelector(actor, form.refusal),
    saveFailureMessage: failureMessage(useSelector(actor, form.saveFailure)),
    uploads: useMemo(
      () =>
        uploads.map((upload) => ({ ...upload, failureMessage: failureMessage(upload.failure) })),
      [uploads],
    ),
    uploadingPhotos: useSelector(actor, form.uploadingPhotos),
    hidden: useSelector(actor, form.hidden),
    stock: useSelector(actor, form.stock),
    visibilityStatus: useSelector(actor, form.visibilityStatus),
    visibilityFailureMessage: failureMessage(useSelector(actor, form.visibilityFailure)),
    history: useSelector(actor, form.history),
    historyStatus: useSelector(actor, form.historyStatus),
    historyFailureMessage: failureMessage(useSelector(actor, form.historyFailure)),
    ...senders,
  };
}

export const useNewProductId = () => useNewId(newProductId);

export type ProductFormBinding = ReturnType<typeof useProductForm>;
