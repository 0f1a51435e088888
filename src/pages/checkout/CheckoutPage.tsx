import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame/PageFrame';

export default function CheckoutPage() {
  return (
    <PageFrame
      heading="Checkout"
      title="Checkout"
      description="Review your cart, choose delivery and pay with M-Pesa or cash on delivery."
      trail={[{ label: 'Checkout' }]}
    >
      <p>
        <Link to="/shop">Continue shopping</Link>
      </p>
    </PageFrame>
  );
}
