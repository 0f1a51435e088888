import type { WholesaleEnquiryDetails } from '../../machines/wholesale-enquiry/wholesale-enquiry.machine';

/** The enquiry as a WhatsApp message, so the shopper can carry on the talk there. */
export function enquiryMessage(shopName: string, details: WholesaleEnquiryDetails): string {
  return [
    `Hello ${shopName}! I have sent a wholesale enquiry.`,
    `Name: ${details.name}`,
    `Business: ${details.businessName}`,
    `Phone: ${details.phone}`,
    `Items and quantities: ${details.items}`,
    ...(details.message ? [`Message: ${details.message}`] : []),
  ].join('\n');
}

/** WhatsApp's click-to-chat address with the message filled in. */
export function whatsappLink(phoneDigits: string, message: string): string {
  return `https://wa.me/${phoneDigits}?text=${encodeURIComponent(message)}`;
}
