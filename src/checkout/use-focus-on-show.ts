import { useEffect, useRef } from 'react';

/**
 * Focus moves to what replaced the shopper's last step (the form, a button): a screen reader
 * reads it out, and the keyboard goes on from there.
 */
export function useFocusOnShow<T extends HTMLElement>() {
  const target = useRef<T>(null);
  useEffect(() => target.current?.focus(), []);
  return target;
}
