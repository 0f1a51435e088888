import type { ReactNode } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { StaffPage } from '../shell/StaffPage';

export interface ProductNotShownProps {
  /** Why the product is not shown: no such product, its read failed; otherwise it is still read. */
  status: 'ready' | 'missing' | 'failed' | 'loading';
  /** The page's own heading while it reads, e.g. `Product stock`. */
  heading: string;
  /** The link back to the list the page belongs to. */
  back: ReactNode;
  failureMessage: string | null;
  onRetry: () => void;
}

/**
 * A product's staff page before it has the product: not found, a failed read with Retry, or a
 * spinner. The Products and Stock pages of one product say these alike.
 */
export function ProductNotShown({
  status,
  heading,
  back,
  failureMessage,
  onRetry,
}: ProductNotShownProps) {
  if (status === 'missing') {
    return (
      <StaffPage heading="Product not found" title="Product not found">
        <p>No product has this address. It may have been removed.</p>
        {back}
      </StaffPage>
    );
  }
  return (
    <StaffPage heading={heading} title={heading}>
      {back}
      {status === 'failed' ? (
        <RetryAlert message={failureMessage} onRetry={onRetry} />
      ) : (
        <Spinner />
      )}
    </StaffPage>
  );
}
