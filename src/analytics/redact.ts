/**
 * Analytics redaction (spec section 9): anything resembling an e-mail address in a page's path,
 * query or title is replaced with a notice before it is sent. Addresses hide in URLs
 * percent-encoded (`jane%40mail.com`), encoded twice (`jane%2540mail.com`), or spelt out
 * (`jane [at] mail [dot] com`), so text is decoded before it is searched.
 */
export const redactionNotice = '[redacted email]';

const localCharacter = String.raw`[\p{L}\p{N}_+'!~-]`;
const domainLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const at = String.raw`(?:@|＠|\s*[\[(]\s*at\s*[\])]\s*)`;
const dot = String.raw`(?:\.|\s*[\[(]\s*dot\s*[\])]\s*)`;

/** local-part, at, one or more domain labels, then a top-level domain of letters. */
const emailAddress = new RegExp(
  `${localCharacter}+(?:${dot}${localCharacter}+)*${at}(?:${domainLabel}${dot})+\\p{L}{2,}`,
  'giu',
);

const maxDecodingRounds = 4;

/** Decodes each run of `%XX` escapes that forms valid UTF-8, leaving malformed ones as they are. */
function decodeRuns(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Undoes percent-encoding however many times it was applied (within reason). */
function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < maxDecodingRounds; round++) {
    const next = decodeRuns(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The text with every e-mail-like address replaced by the notice. Text without one comes back
 * exactly as given; text with one comes back decoded, so no encoded form of an address survives.
 */
export function redactEmails(text: string): string {
  const decoded = fullyDecoded(text);
  const redacted = decoded.replace(emailAddress, redactionNotice);
  return redacted === decoded ? text : redacted;
}

/** A page view as analytics receives it. */
export interface PageView {
  /** The route's path, e.g. `/search/t-shirts`. */
  path: string;
  /** The query string with its `?`, or `''`. */
  query: string;
  title: string;
}

export function redactPageView(view: PageView): PageView {
  return {
    path: redactEmails(view.path),
    query: redactEmails(view.query),
    title: redactEmails(view.title),
  };
}
