import type { ProductImage } from '../../../machines/staff-products/types';
import { imageSources } from '@model/catalog/photo-renditions';
import {
  listedValues,
  maxProductPhotos,
  photoTypes,
  productDraftLabels,
} from '@model/catalog/product-draft';
import { draftFieldId } from '../ui/draft-fields';
import type { ProductFormBinding } from './use-product-form';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

type Upload = ProductFormBinding['uploads'][number];

export interface PhotoFieldProps {
  form: ProductFormBinding;
  /** The file field, for the form to focus when Photos is what needs correcting. */
  inputRef: (element: HTMLElement | null) => void;
}

const id = draftFieldId('product', 'images');

/**
 * Photos: the file field, the product's photos in the order the shop shows them (the first is
 * its main photo), and each photo chosen on its way or with the reason it was not added.
 */
export function PhotoField({ form, inputRef }: PhotoFieldProps) {
  const { draft, uploads, fieldErrors } = form;
  const colours = listedValues(draft.colours);
  const saving = form.formStatus === 'saving';
  const error = fieldErrors.images;
  const current = uploads.find((upload) => upload.status === 'uploading');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={staff.section}>
      <label htmlFor={id} className={staff.label}>
        {productDraftLabels.images}
      </label>
      <p id={`${id}-hint`} className={staff.hint}>
        JPEG, PNG or WebP, up to 5 MB each and at least 400 px on each side; up to{' '}
        {maxProductPhotos}. Large photos are made smaller before they are sent. The first is the one
        shoppers see first.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={photoTypes.join(',')}
        disabled={saving}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={styles.fileInput}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so the same file can be chosen again after it was refused.
          event.target.value = '';
          if (files.length > 0) form.addPhotos(files);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className={staff.error}>
          {error}
        </p>
      ) : null}
      {/* Said to a screen reader as each upload starts; the list below shows it to the eye. */}
      <p role="status" className="visually-hidden">
        {current ? `Uploading ${current.file.name}…` : ''}
      </p>
      {uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label="Photos being added">
          {uploads.map((upload) => (
            <UploadEntry key={upload.key} upload={upload} saving={saving} form={form} />
          ))}
        </ul>
      ) : null}
      {draft.images.length > 0 ? (
        <ol className={styles.photos} aria-label="Product photos">
          {draft.images.map((image, index) => (
            <PhotoEntry
              key={image.downloadURL}
              image={image}
              place={index + 1}
              count={draft.images.length}
              colours={colours}
              saving={saving}
              form={form}
            />
          ))}
        </ol>
      ) : (
        <p className={staff.muted}>No photos yet.</p>
      )}
    </div>
  );
}

function PhotoEntry({
  image,
  place,
  count,
  colours,
  saving,
  form,
}: {
  image: ProductImage;
  place: number;
  count: number;
  /** The product's colours as typed: a photo can be marked as showing one of them. */
  colours: string[];
  saving: boolean;
  form: ProductFormBinding;
}) {
  const move = (by: -1 | 1, allowed: boolean) => ({
    'aria-disabled': !allowed || saving || undefined,
    onClick: () => {
      if (allowed && !saving) form.movePhoto(image.downloadURL, by);
    },
  });
  return (
    <li className={styles.photo}>
      <img
        {...imageSources(image)}
        sizes="(min-width: 640px) 200px, 45vw"
        alt={image.name || `Photo ${place}`}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <p>{place === 1 ? 'Main photo' : `Photo ${place}`}</p>
      {colours.length > 0 ? (
        <PhotoColour image={image} place={place} colours={colours} saving={saving} form={form} />
      ) : null}
      <div className={styles.photoActions}>
        <button
          type="button"
          className={styles.small}
          aria-label={`Move photo ${place} earlier`}
          {...move(-1, place > 1)}
        >
          Earlier
        </button>
        <button
          type="button"
          className={styles.small}
          aria-label={`Move photo ${place} later`}
          {...move(1, place < count)}
        >
          Later
        </button>
        <button
          type="button"
          className={styles.small}
          aria-label={`Remove photo ${place}`}
          aria-disabled={saving || undefined}
          onClick={() => {
            if (saving) return;
            form.removePhoto(image.downloadURL);
            // The button goes with its photo: the focus goes back to the field.
            document.getElementById(id)?.focus();
          }}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/**
 * Which colour the photo shows, so a shopper choosing that colour sees it
 * (machines/gallery/colour-images.ts); a colour no longer listed reads as any colour.
 */
function PhotoColour({
  image,
  place,
  colours,
  saving,
  form,
}: {
  image: ProductImage;
  place: number;
  colours: string[];
  saving: boolean;
  form: ProductFormBinding;
}) {
  const selectId = `${id}-colour-${place}`;
  const value = image.colour && colours.includes(image.colour) ? image.colour : '';
  return (
    <div className={styles.photoColour}>
      <label htmlFor={selectId}>{`Colour in photo ${place}`}</label>
      <select
        id={selectId}
        value={value}
        disabled={saving}
        onChange={(event) => form.markPhotoColour(image.downloadURL, event.target.value)}
      >
        <option value="">Any colour</option>
        {colours.map((colour) => (
          <option key={colour} value={colour}>
            {colour}
          </option>
        ))}
      </select>
    </div>
  );
}

function UploadEntry({
  upload,
  saving,
  form,
}: {
  upload: Upload;
  saving: boolean;
  form: ProductFormBinding;
}) {
  const name = upload.file.name;
  if (upload.status === 'waiting' || upload.status === 'uploading') {
    return (
      <li className={styles.upload}>
        <p className={staff.muted}>
          {upload.status === 'uploading' ? `Uploading ${name}…` : `${name}: waiting to upload.`}
        </p>
      </li>
    );
  }
  const dismiss = (
    <button
      type="button"
      className={styles.small}
      aria-label={`Dismiss ${name}`}
      onClick={() => {
        form.dismissUpload(upload.key);
        document.getElementById(id)?.focus();
      }}
    >
      Dismiss
    </button>
  );
  return (
    <li className={styles.upload}>
      <div role="alert" className={staff.failure}>
        <p>
          {upload.status === 'refused'
            ? `${name} was not added: ${upload.refusal ?? 'the shop does not take it.'}`
            : `${name} could not be uploaded. ${upload.failureMessage ?? ''}`}
        </p>
        <div className={styles.photoActions}>
          {upload.status === 'failed' ? (
            <button
              type="button"
              className={styles.small}
              aria-label={`Retry ${name}`}
              aria-disabled={saving || undefined}
              onClick={() => {
                if (!saving) form.retryUpload(upload.key);
              }}
            >
              Retry
            </button>
          ) : null}
          {dismiss}
        </div>
      </div>
    </li>
  );
}
