import { useRef } from 'react';
import { useNearViewport } from '@/ui/near-viewport/use-near-viewport';
import { shop } from '@/settings/shop-settings';
import styles from './ShopMap.module.css';

const { latitude, longitude, zoom, heightPx } = shop.map;
const embedUrl = `https://maps.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
const mapsAppUrl = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
const mapTitle = `Map: ${shop.name}, ${shop.address}`;

/**
 * The shop's location. The embedded map weighs far more than the page around it, so on 3G it is
 * created only once it nears the viewport; until then a same-size box holds its place.
 */
export function ShopMap() {
  if (typeof IntersectionObserver === 'undefined') {
    return (
      <p className={styles.fallback}>
        <OpenMapLink />
      </p>
    );
  }
  return <LazyMap />;
}

function LazyMap() {
  const boxRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(boxRef, '200px');
  return (
    <div ref={boxRef} className={styles.box} style={{ height: heightPx }}>
      {isNear ? (
        <iframe
          title={mapTitle}
          src={embedUrl}
          width="100%"
          height={heightPx}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className={styles.frame}
        />
      ) : (
        <OpenMapLink />
      )}
    </div>
  );
}

function OpenMapLink() {
  return (
    <a href={mapsAppUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
      Open the map
    </a>
  );
}
