import { useEffect } from 'react';
import { shop } from '@/settings/shop-settings';

export interface PageHeadProps {
  /** The page's own title; the shop's name is added after it. */
  title: string;
  description?: string;
}

/** Sets the document title (`{title} | {shop name}`) and description for the page being shown. */
export function usePageHead({ title, description = shop.description }: PageHeadProps): void {
  useEffect(() => {
    document.title = `${title} | ${shop.name}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
