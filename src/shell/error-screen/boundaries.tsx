import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';
import styles from './ErrorScreen.module.css';

/** Keeps a failing page inside its own area: the header, footer and panels stay usable. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={useLocation().key} fallback={<ErrorScreen />}>
      {children}
    </ErrorBoundary>
  );
}

/** Catches what no page boundary can, such as the layout itself failing. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={useLocation().key}
      fallback={
        <main className={styles.alone}>
          <ErrorScreen />
        </main>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
