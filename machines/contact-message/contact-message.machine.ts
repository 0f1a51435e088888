import { createSubmissionMachine } from '../submission/submission.machine';
import type { ContactMessageDetails } from './types';

/** The contact form's message (docs/shop-rules.md, Contact), saved once however often it is sent. */
export const contactMessageMachine =
  createSubmissionMachine<ContactMessageDetails>('contactMessage');
