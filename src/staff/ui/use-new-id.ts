import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new product's or offer's id, made by `make` afresh each time its /new page is opened (each
 * visit has its own location key).
 */
export function useNewId(make: () => string): string {
  const { key } = useLocation();
  const [made, setMade] = useState(() => ({ key, id: make() }));
  if (made.key === key) return made.id;
  const next = { key, id: make() };
  setMade(next);
  return next.id;
}
