/**
 * The photo callable's body as the callable receives it, its refusals answered as
 * functions/src/callables.ts answers every other callable's.
 */
import { refusalsAsHttps, type Call } from '../core/call';
import { uploadProductPhoto, type PhotoContext } from './upload-photo';

/** `{image: {downloadURL, name}}`. */
export const uploadProductPhotoCall = (context: PhotoContext, call: Call) =>
  refusalsAsHttps(() => uploadProductPhoto(context, call));
