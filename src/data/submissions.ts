import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { db } from './firebase-app';
import { write } from './resilience';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

export interface WholesaleEnquiry {
  name: string;
  businessName: string;
  /** E.164, e.g. +254712345678. */
  phone: string;
  items: string;
  message: string;
}

/** Saves a contact-form message; answers its id. */
export async function addContactMessage(message: ContactMessage): Promise<string> {
  const reference = await write(() =>
    addDoc(collection(db(), 'messages'), { ...message, createdAt: serverTimestamp() }),
  );
  return reference.id;
}

/** Saves a wholesale enquiry; answers its id. */
export async function addWholesaleEnquiry(enquiry: WholesaleEnquiry): Promise<string> {
  const reference = await write(() =>
    addDoc(collection(db(), 'wholesaleEnquiries'), { ...enquiry, createdAt: serverTimestamp() }),
  );
  return reference.id;
}
