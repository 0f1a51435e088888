import { shop } from '@/settings/shop-settings';

/** The shop's phone number as a link that calls it, read out as "Call …". */
export function CallLink({ className }: { className?: string }) {
  return (
    <a href={`tel:+${shop.phoneDigits}`} className={className}>
      <span className="visually-hidden">Call</span> {shop.phone}
    </a>
  );
}

/** The shop's e-mail address as a link that writes to it, read out as "Email …". */
export function EmailLink({ className }: { className?: string }) {
  return (
    <a href={`mailto:${shop.email}`} className={className}>
      <span className="visually-hidden">Email</span> {shop.email}
    </a>
  );
}

/**
 * The call and e-mail links, each in its own element: list items in the top bar, paragraphs in
 * the footer's address.
 */
export function CallAndEmailLinks({
  item: Item,
  className,
}: {
  item: 'li' | 'p';
  className?: string;
}) {
  return (
    <>
      <Item>
        <CallLink className={className} />
      </Item>
      <Item>
        <EmailLink className={className} />
      </Item>
    </>
  );
}
