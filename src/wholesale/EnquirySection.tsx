import { useState } from 'react';
import { useWholesaleEnquiry } from './use-wholesale-enquiry';
import { EnquiryForm } from './EnquiryForm';
import { EnquirySent } from './EnquirySent';

/** The enquiry form, and once it is saved, the thank-you in its place. */
export function EnquirySection() {
  const enquiry = useWholesaleEnquiry();
  const [startedAgain, setStartedAgain] = useState(false);
  if (enquiry.status === 'sent' && enquiry.details) {
    return (
      <EnquirySent
        details={enquiry.details}
        enquiryId={enquiry.savedId}
        onStartAgain={() => {
          setStartedAgain(true);
          enquiry.writeAnother();
        }}
      />
    );
  }
  return (
    <EnquiryForm
      sending={enquiry.status === 'sending'}
      failureMessage={enquiry.failureMessage}
      onSend={enquiry.send}
      focusFirstField={startedAgain}
    />
  );
}
