import { z } from '@model/zod';
import { kenyanPhone } from '@model/kenyan-phone';
import { fitsIn, textLimits } from '@model/limits';

/** The lengths firestore.rules allows for a wholesale enquiry. */
export const wholesaleEnquiryLimits = {
  name: textLimits.personName,
  businessName: textLimits.businessName,
  items: textLimits.items,
  message: textLimits.message,
} as const;

function requiredText(missing: string, max: number, tooLong: string) {
  return z.string().trim().min(1, missing).refine(fitsIn(max), tooLong);
}

/** The wholesale enquiry form: trimmed text, a Kenyan mobile saved as +254…, an optional message. */
export const wholesaleEnquirySchema = z.object({
  name: requiredText(
    'Enter your name.',
    wholesaleEnquiryLimits.name,
    'Keep your name to 120 characters or fewer.',
  ),
  businessName: requiredText(
    'Enter the name of your shop, stall or business.',
    wholesaleEnquiryLimits.businessName,
    'Keep the business name to 160 characters or fewer.',
  ),
  phone: kenyanPhone,
  items: requiredText(
    'Tell us which items you want and how many.',
    wholesaleEnquiryLimits.items,
    'Keep the items to 2,000 characters or fewer.',
  ),
  message: z
    .string()
    .trim()
    .refine(
      fitsIn(wholesaleEnquiryLimits.message),
      'Keep your message to 2,000 characters or fewer.',
    ),
});

export type WholesaleEnquiryFields = z.input<typeof wholesaleEnquirySchema>;
export type WholesaleEnquiryValues = z.output<typeof wholesaleEnquirySchema>;
