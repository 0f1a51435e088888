import { Link } from 'react-router-dom';

/** An empty cart says so and leads back to the shop; each page gives its own look. */
export function EmptyCart({
  className,
  linkClassName,
}: {
  className: string | undefined;
  linkClassName: string | undefined;
}) {
  return (
    <div className={className}>
      <p>Your cart is empty.</p>
      <Link to="/shop" className={linkClassName}>
        Continue shopping
      </Link>
    </div>
  );
}
