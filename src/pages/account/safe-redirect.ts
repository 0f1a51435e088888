/** Where a log-in goes when no safe `?redirect=` says otherwise. */
export const defaultDestination = '/account';

/** Pages a log-in must never return to: it would only show the form again. */
const formPages = new Set(['/login', '/signup']);

/** Deep enough for any honest path; anything still changing after this is a trick. */
const maxDecodings = 4;
const maxLength = 2048;

/** Backslashes (browsers read them as slashes) and control characters, encoded or not. */
function hasUnsafeCharacter(path: string): boolean {
  return [...path].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return character === '\\' || code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  });
}

/** Raw whitespace: browsers strip or skip it, so ` //evil.com` would read as `//evil.com`. */
const rawWhitespace = /\s/u;

function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path);
}

/**
 * The `?redirect=` of /login if it is a path of this shop, else /account. Only a path that
 * starts with a single slash passes, and it must pass again after every percent-decoding, so
 * `//evil.com`, `/\evil.com`, `javascript:…`, `https://…` and encoded forms such as
 * `/%2F%2Fevil.com` or `/%5Cevil.com` all fall back to /account.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (
    typeof value !== 'string' ||
    value === '' ||
    value.length > maxLength ||
    rawWhitespace.test(value)
  ) {
    return defaultDestination;
  }
  let layer = value;
  for (let decodings = 0; ; decodings += 1) {
    if (!isLocalPath(layer)) return defaultDestination;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // Malformed as sent: refused. Malformed once decoded: a literal %, no further layer.
      if (decodings === 0) return defaultDestination;
      break;
    }
    if (decoded === layer) break;
    if (decodings === maxDecodings) return defaultDestination;
    layer = decoded;
  }
  const base = 'https://shop.invalid';
  const url = new URL(value, base);
  if (url.origin !== base || formPages.has(url.pathname.replace(/\/+$/, ''))) {
    return defaultDestination;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
