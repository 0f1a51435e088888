import { Link } from 'react-router-dom';

export interface ListedLink {
  label: string;
  to: string;
}

/** Links as a list, each in its item; the place using it gives the look of the list and links. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {links.map(({ label, to }) => (
        <li key={to}>
          <Link to={to} className={linkClassName}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
