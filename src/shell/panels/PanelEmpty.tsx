import { Link } from 'react-router-dom';
import styles from './panel-parts.module.css';

/** A list panel with nothing in it: why, and back to the shop. */
export function PanelEmpty({ message, onNavigate }: { message: string; onNavigate: () => void }) {
  return (
    <div className={styles.empty}>
      <p>{message}</p>
      <Link to="/shop" onClick={onNavigate} className={styles.primary}>
        Continue shopping
      </Link>
    </div>
  );
}
