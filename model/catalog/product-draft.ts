/**
 * A product as staff write it (../shared/QA-CONTRACT.md, Back office, Products): one schema for
 * the back office's form and the `saveProduct` callable (functions/src/products), so the server
 * refuses exactly what the form refuses. The form's fields are strings as typed; the output is
 * what a product document is made of.
 */
import { defaultWholesaleCeiling } from '../limits';
import { z } from '../zod';
import { categoryTree } from './category-tree';
import { isUploadedPhoto } from './photo-renditions';
import type { ProductImage } from './product';

const price = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `Enter the ${what} in KES, like 1500 or 1499.50.`)
    .refine((value) => Number(value) > 0, `The ${what} must be more than KES 0.`);

/** `S, M, L` as `['S', 'M', 'L']`: trimmed, empty parts dropped, each once. */
/** The sizes or colours a form's field lists: comma-separated, each once, blanks left out. */
export const listedValues = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

const list = (what: string) =>
  z
    .string()
    .max(600)
    .transform(listedValues)
    .refine((parts) => parts.length <= 30, `List at most 30 ${what}.`)
    .refine(
      (parts) => parts.every((part) => part.length <= 40 && !part.includes('|')),
      `Keep each of the ${what} under 40 characters, without a |.`,
    );

export const maxProductPhotos = 8;

/**
 * A photo entry as a product keeps it: a web address (an uploaded photo's rendition), or a path
 * on the shop itself (the seeded drawings under /products), so any product can be saved again.
 */
export const productImageSchema = z.object({
  downloadURL: z
    .string()
    .max(500)
    .refine(
      (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value),
      'A photo must be an uploaded photo or one of the shop’s own pictures.',
    ),
  name: z.string().max(200),
  /** The colour the photo shows, one of the product's colours; absent for any colour. */
  colour: z.string().trim().max(40).optional(),
});

/** The most units a product's wholesale ceiling may be set to. */
export const maxWholesaleCeiling = 10_000;

const categoryNames = categoryTree.map((category) => category.name) as [string, ...string[]];

/** The product form: every field as typed, photos as uploaded (./photo-renditions.ts). */
export const productDraftSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the product’s name.')
      .max(120, 'Keep the name under 120 characters.'),
    price: price('price'),
    /** The price before a reduction, shown struck through beside the price; empty for none. */
    wasPrice: z.string().trim().default(''),
    category: z.string().pipe(z.enum(categoryNames, { error: 'Choose a category.' })),
    subCategory: z.string().trim().min(1, 'Choose a sub-category.'),
    brand: z
      .string()
      .trim()
      .min(1, 'Enter the brand.')
      .max(60, 'Keep the brand under 60 characters.'),
    description: z.string().trim().max(4000, 'Keep the description under 4,000 characters.'),
    sizes: list('sizes'),
    colours: list('colours'),
    wholesalePrice: z.string().trim(),
    wholesaleMinimum: z.string().trim(),
    /** The most units one order's wholesale line takes; empty for the shop's default. */
    wholesaleMaximum: z.string().trim(),
    images: z
      .array(productImageSchema)
      .max(maxProductPhotos, `At most ${maxProductPhotos} photos.`),
  })
  .superRefine((draft, context) => {
    if (draft.wasPrice !== '') {
      const was = price('was price').safeParse(draft.wasPrice);
      const message = !was.success
        ? (was.error.issues[0]?.message ?? 'Enter the was price in KES.')
        : Number(was.data) <= Number(draft.price)
          ? 'The was price must be above the price, or leave it empty.'
          : null;
      if (message) context.addIssue({ code: 'custom', path: ['wasPrice'], message });
    }
    const category = categoryTree.find((entry) => entry.name === draft.category);
    if (category && !(category.subCategories as readonly string[]).includes(draft.subCategory)) {
      context.addIssue({
        code: 'custom',
        path: ['subCategory'],
        message: `Choose a sub-category of ${category.name}.`,
      });
    }
    const hasPrice = draft.wholesalePrice !== '';
    const hasMinimum = draft.wholesaleMinimum !== '';
    // Wholesale terms are a price from a quantity: one without the other means nothing.
    if (hasPrice !== hasMinimum) {
      context.addIssue({
        code: 'custom',
        path: [hasPrice ? 'wholesaleMinimum' : 'wholesalePrice'],
        message: 'Set the wholesale price and the wholesale minimum together, or neither.',
      });
      return;
    }
    if (!hasPrice) {
      if (draft.wholesaleMaximum !== '') {
        context.addIssue({
          code: 'custom',
          path: ['wholesaleMaximum'],
          message: 'Set the wholesale price and minimum first, or leave this empty.',
        });
      }
      return;
    }
    const wholesale = price('wholesale price').safeParse(draft.wholesalePrice);
    if (!wholesale.success) {
      context.addIssue({
        code: 'custom',
        path: ['wholesalePrice'],
        message: wholesale.error.issues[0]?.message ?? 'Enter the wholesale price in KES.',
      });
    } else if (Number(wholesale.data) >= Number(draft.price)) {
      context.addIssue({
        code: 'custom',
        path: ['wholesalePrice'],
        message: 'The wholesale price must be below the retail price.',
      });
    }
    const minimum = Number(draft.wholesaleMinimum);
    const minimumIsValid = /^\d{1,4}$/.test(draft.wholesaleMinimum) && minimum >= 2;
    if (!minimumIsValid) {
      context.addIssue({
        code: 'custom',
        path: ['wholesaleMinimum'],
        message: 'Enter the wholesale minimum as a whole number of 2 or more.',
      });
    }
    if (draft.wholesaleMaximum === '') return;
    const maximum = Number(draft.wholesaleMaximum);
    if (!/^\d{1,5}$/.test(draft.wholesaleMaximum) || maximum > maxWholesaleCeiling) {
      context.addIssue({
        code: 'custom',
        path: ['wholesaleMaximum'],
        message: `Enter the most per order as whole units, up to ${maxWholesaleCeiling.toLocaleString('en')}, or leave it empty for ${defaultWholesaleCeiling}.`,
      });
    } else if (minimumIsValid && maximum < minimum) {
      context.addIssue({
        code: 'custom',
        path: ['wholesaleMaximum'],
        message: 'The most per order must be at least the wholesale minimum.',
      });
    }
  })
  .transform((draft) => ({
    productName: draft.name,
    price: draft.price,
    priceValue: Number(draft.price),
    wasPrice: draft.wasPrice === '' ? null : draft.wasPrice,
    category: draft.category,
    subCategory: draft.subCategory,
    brand: draft.brand,
    description: draft.description,
    sizes: draft.sizes,
    colours: draft.colours,
    wholesale:
      draft.wholesalePrice === ''
        ? null
        : {
            unitPrice: draft.wholesalePrice,
            minQty: Number(draft.wholesaleMinimum),
            // Left out, not null, when empty: the product then takes the shop's default.
            ...(draft.wholesaleMaximum === '' ? {} : { maxQty: Number(draft.wholesaleMaximum) }),
          },
    image: (draft.images as ProductImage[]).map((image, index) =>
      photoAsStored(image, index, draft),
    ),
  }));

/**
 * A photo as the product keeps it: an uploaded one described by the product's name, and marked
 * with a colour only while that colour is one of the product's (a colour taken off the list
 * leaves its photos showing any colour).
 */
function photoAsStored(
  { colour, ...image }: ProductImage,
  index: number,
  draft: { name: string; colours: string[] },
): ProductImage {
  const described = isUploadedPhoto(image)
    ? { ...image, name: photoDescription(draft.name, index) }
    : image;
  return colour && draft.colours.includes(colour) ? { ...described, colour } : described;
}

/**
 * What a shopper's screen reader says of an uploaded photo (its `name`, the alt text): the
 * product's name, not the file's, which a phone's camera calls IMG_20261126_101522.
 */
export const photoDescription = (productName: string, index: number): string =>
  index === 0 ? productName : `${productName}, photo ${index + 1}`;

/** What staff type. */
export type ProductDraft = z.input<typeof productDraftSchema>;
/** What a product document is made of, from the form. */
export type ProductFields = z.output<typeof productDraftSchema>;

/**
 * The form's fields in its order, each with the label it shows (../shared/QA-CONTRACT.md, Back
 * office, Products): the form, its errors and the server's refusals name a field alike.
 */
export const productDraftLabels = {
  name: 'Name',
  price: 'Price (KES)',
  wasPrice: 'Was price (KES)',
  category: 'Category',
  subCategory: 'Sub-category',
  brand: 'Brand',
  description: 'Description',
  sizes: 'Sizes',
  colours: 'Colours',
  wholesalePrice: 'Wholesale price (KES)',
  wholesaleMinimum: 'Wholesale minimum',
  wholesaleMaximum: 'Wholesale most per order',
  images: 'Photos',
} as const satisfies Record<keyof ProductDraft, string>;

export const productDraftFields = Object.keys(productDraftLabels) as ReadonlyArray<
  keyof ProductDraft
>;

export const emptyProductDraft: ProductDraft = {
  name: '',
  price: '',
  wasPrice: '',
  category: '',
  subCategory: '',
  brand: '',
  description: '',
  sizes: '',
  colours: '',
  wholesalePrice: '',
  wholesaleMinimum: '',
  wholesaleMaximum: '',
  images: [],
};

/** A product's id as the back office makes one for a new product, before its first photo. */
export const productIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Not a product id.');

/**
 * `saveProduct`: a product written whole from the form, created under the id the form made or
 * changed; a Retry of a save that landed writes the same again. Answers `{ productId }`.
 */
export const saveProductRequestSchema = z.object({
  productId: productIdSchema,
  draft: z.record(z.string(), z.unknown()),
});
export type SaveProductRequest = z.infer<typeof saveProductRequestSchema>;

/** `setProductHidden`: out of every listing and search, or back in. */
export const setProductHiddenSchema = z.object({
  productId: productIdSchema,
  hidden: z.boolean(),
});

/** The file types a photo may be, whatever its name says; the server decodes to be sure. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The largest photo the server takes, and the smallest side it accepts. */
export const maxPhotoBytes = 5 * 1024 * 1024;
export const minPhotoSide = 400;
/** What staff read for a photo over `maxPhotoBytes`, from the browser or the server. */
export const photoTooHeavy = `That photo is over ${maxPhotoBytes / (1024 * 1024)} MB: save it smaller and try again.`;
/** The browser shrinks a photo to this longest side before sending it. */
export const uploadLongestSide = 1600;

/** `uploadProductPhoto`: one photo, base64, for a product being written (its id, or a new one). */
export const uploadPhotoRequestSchema = z.object({
  /** The product's id; a new product's is made by the form before its first photo. */
  productId: productIdSchema,
  fileName: z.string().min(1).max(200),
  /** The bytes, base64; a little over 5 MB of photo at most. */
  data: z
    .string()
    .min(1)
    .max(Math.ceil((maxPhotoBytes * 4) / 3) + 4, photoTooHeavy),
});
export type UploadPhotoRequest = z.infer<typeof uploadPhotoRequestSchema>;
