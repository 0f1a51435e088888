/** Menus link these pages without a leading slash, so from another page they resolve under it. */
const pagesReachedFromAnywhere = ['about-us', 'contact'];

/**
 * The page a link written without a leading slash meant, wherever the shopper was when it was
 * followed (`/product-category/ladies/about-us` is /about-us); null for every other path.
 */
export function slashlessLinkTarget(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1)?.toLowerCase();
  if (segments.length < 2 || !last || !pagesReachedFromAnywhere.includes(last)) return null;
  return `/${last}`;
}
