import { wholesaleEnquiryMachine } from '../../machines/wholesale-enquiry/wholesale-enquiry.machine';
import { addWholesaleEnquiry, newWholesaleEnquiryId } from '@/data/submissions';
import { useSubmission } from '@/forms/use-submission';

/** The wholesale-enquiry machine bound to the `wholesaleEnquiries` collection. */
export function useWholesaleEnquiry() {
  return useSubmission(wholesaleEnquiryMachine, addWholesaleEnquiry, newWholesaleEnquiryId);
}
