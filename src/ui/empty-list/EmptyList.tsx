import { Link } from 'react-router-dom';

/**
 * A list with nothing in it (a panel's, checkout's, the account page's): why, and back to the
 * shop. Each place gives its own look; a panel also closes as the link is followed.
 */
export function EmptyList({
  message,
  className,
  linkClassName,
  onNavigate,
}: {
  message: string;
  className: string | undefined;
  linkClassName: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <div className={className}>
      <p>{message}</p>
      <Link to="/shop" onClick={onNavigate} className={linkClassName}>
        Continue shopping
      </Link>
    </div>
  );
}
