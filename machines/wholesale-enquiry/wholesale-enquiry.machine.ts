import { createSubmissionMachine } from '../submission/submission.machine';

/** What the enquiry form sends, already checked and trimmed; the phone in E.164 (+254…). */
export interface WholesaleEnquiryDetails {
  name: string;
  businessName: string;
  phone: string;
  items: string;
  message: string;
}

/**
 * A wholesale enquiry, saved once however often it is sent; once sent, its details are what the
 * thank-you and the WhatsApp handoff repeat.
 */
export const wholesaleEnquiryMachine =
  createSubmissionMachine<WholesaleEnquiryDetails>('wholesaleEnquiry');
