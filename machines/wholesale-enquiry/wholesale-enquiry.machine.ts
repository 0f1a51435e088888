import type { WholesaleEnquiryDetails } from '@model/submissions';
import { createSubmissionMachine } from '../submission/submission.machine';

export type { WholesaleEnquiryDetails };

/**
 * A wholesale enquiry, saved once however often it is sent; once sent, its details are what the
 * thank-you and the WhatsApp handoff repeat.
 */
export const wholesaleEnquiryMachine =
  createSubmissionMachine<WholesaleEnquiryDetails>('wholesaleEnquiry');
