import { useEffect, useRef, useState } from 'react';

/**
 * Focus moves to what replaced the shopper's last step (the form, a button): a screen reader
 * reads it out, and the keyboard goes on from there.
 */
export function useFocusOnShow<T extends HTMLElement>(enabled = true) {
  const target = useRef<T>(null);
  // Read once, as shown: another part of the page may have asked for the focus instead.
  const [focuses] = useState(enabled);
  useEffect(() => {
    if (focuses) target.current?.focus();
  }, [focuses]);
  return target;
}
