import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-links';
import styles from './Footer.module.css';

export interface FooterLinksProps {
  title: string;
  links: readonly FooterLink[];
}

/** One named group of footer links: a nav landmark screen readers can jump to by its heading. */
export function FooterLinks({ title, links }: FooterLinksProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
