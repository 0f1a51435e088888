/** Pages a login must never return to: it would only show the form again. */
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
 * Whether the value is a single-slash path with nothing unsafe in it, as sent and after every
 * percent-decoding.
 */
function isLocalInEveryLayer(value: string): boolean {
  let layer = value;
  for (let decodings = 0; ; decodings += 1) {
    if (!isLocalPath(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // Malformed as sent: refused. Malformed once decoded: a literal %, no further layer.
      return decodings > 0;
    }
    if (decoded === layer) return true;
    if (decodings === maxDecodings) return false;
    layer = decoded;
  }
}

/**
 * The `?redirect=` of /login if it is a path of this shop, else null (the login then goes where
 * the person's role says: machines/login/login.machine.ts). Only a path that starts with a single
 * slash passes, and it must pass again after every percent-decoding, so `//evil.com`,
 * `/\evil.com`, `javascript:…`, `https://…` and encoded forms such as `/%2F%2Fevil.com` or
 * `/%5Cevil.com` are all refused. The path the browser would actually go to, once dot segments
 * are resolved, is checked the same way: `/.//evil.com`, `/..//evil.com` and `/%2e//evil.com` all
 * resolve to `//evil.com`, another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (
    typeof value !== 'string' ||
    value === '' ||
    value.length > maxLength ||
    rawWhitespace.test(value) ||
    !isLocalInEveryLayer(value)
  ) {
    return null;
  }
  const base = 'https://shop.invalid';
  const url = new URL(value, base);
  const destination = `${url.pathname}${url.search}${url.hash}`;
  if (
    url.origin !== base ||
    !isLocalInEveryLayer(destination) ||
    formPages.has(url.pathname.replace(/\/+$/, ''))
  ) {
    return null;
  }
  return destination;
}
