import type { ContactMessageDetails, WholesaleEnquiryDetails } from '@model/submissions';
import { createOnce, newDocumentId } from './create-once';

export type ContactMessage = ContactMessageDetails;
export type WholesaleEnquiry = WholesaleEnquiryDetails;

/** A new contact message's id, made before its first attempt so a Retry cannot save it twice. */
export function newContactMessageId(): string {
  return newDocumentId('messages');
}

/** A new wholesale enquiry's id, made before its first attempt (as a message's). */
export function newWholesaleEnquiryId(): string {
  return newDocumentId('wholesaleEnquiries');
}

/** Saves a contact-form message under its id, once however often it is sent; answers the id. */
export async function addContactMessage(id: string, message: ContactMessage): Promise<string> {
  await createOnce('messages', id, { ...message });
  return id;
}

/** Saves a wholesale enquiry under its id, once however often it is sent; answers the id. */
export async function addWholesaleEnquiry(id: string, enquiry: WholesaleEnquiry): Promise<string> {
  await createOnce('wholesaleEnquiries', id, { ...enquiry });
  return id;
}
