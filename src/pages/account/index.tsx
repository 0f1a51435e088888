import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame/PageFrame';

/** The account group: log in, sign up and the account page load together. */
export function LoginPage() {
  return (
    <PageFrame
      heading="Log in"
      title="Log in"
      description="Log in to your account to see your orders, cart and wishlist."
      trail={[{ label: 'Log in' }]}
      intro={<p>Log in to see your orders, your cart and your wishlist.</p>}
    >
      <p>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </PageFrame>
  );
}

export function SignupPage() {
  return (
    <PageFrame
      heading="Sign up"
      title="Create an account"
      description="Create an account to keep your wishlist and follow your orders."
      trail={[{ label: 'Sign up' }]}
      intro={<p>An account keeps your wishlist and your orders in one place.</p>}
    >
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </PageFrame>
  );
}

export function AccountPage() {
  return (
    <PageFrame
      heading="My account"
      title="My account"
      description="Your orders, cart and wishlist."
      trail={[{ label: 'My account' }]}
    />
  );
}
