import { useId } from 'react';
import { shop } from '@/settings/shop-settings';
import { CallAndEmailLinks } from '../contact-links/ContactLinks';
import { brandLinks, categoryLinks, quickLinks, topSellerLinks } from './footer-links';
import { FooterLinks } from './FooterLinks';
import { ShopMap } from './ShopMap';
import styles from './Footer.module.css';

/** The shared footer (docs/shop-rules.md, The frame every page shares). */
export function Footer() {
  const contactHeadingId = useId();
  const mapHeadingId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.about}>
          <p className={styles.shopName}>{shop.name}</p>
          <p>{shop.name} is a convenient ecommerce platform for clothes shopping in Kenya.</p>
        </div>
        <FooterLinks title="Quick Links" links={quickLinks} />
        <FooterLinks title="Brands" links={brandLinks} />
        <FooterLinks title="Categories" links={categoryLinks} />
        <FooterLinks title="Top Sellers" links={topSellerLinks} />
        <section aria-labelledby={contactHeadingId}>
          <h2 id={contactHeadingId} className={styles.heading}>
            Contact
          </h2>
          <address className={styles.contact}>
            <p>{shop.address}</p>
            <CallAndEmailLinks item="p" className={styles.link} />
          </address>
        </section>
        <section aria-labelledby={mapHeadingId} className={styles.map}>
          <h2 id={mapHeadingId} className={styles.heading}>
            Find us
          </h2>
          <ShopMap />
        </section>
      </div>
      <p className={styles.copyright}>© 2024 {shop.name}. All rights reserved.</p>
    </footer>
  );
}
