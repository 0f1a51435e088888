/**
 * Analytics redaction: anything resembling an e-mail address in a page's path, query or title is
 * replaced with a notice before it is sent. Addresses hide in URLs percent-encoded
 * (`jane%40mail.com`), encoded many times over (`jane%2525252540mail.com`), next to a bad byte
 * (`jane%FF%40mail.com`), with invisible characters inside, in full-width letters (`jane＠mail．com`)
 * or spelt out (`jane [at] mail [dot] com`, `jane+%5Bat%5D+mail+%5Bdot%5D+com`), so text is
 * decoded and normalised before it is searched.
 *
 * A page's address is whatever a link says, so a crafted link must not freeze the tab: only the
 * first `longestScannedText` characters are scanned (and sent), and every repetition in the
 * pattern is bounded, so the work grows in step with that cut, never with its square.
 */
export const redactionNotice = '[redacted email]';

/** Google Analytics keeps no more than 1,000 characters of a page's address; nor do we. */
export const longestScannedText = 1000;

const localCharacter = String.raw`[\p{L}\p{N}_+'!~\-]`;
const domainLabel = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}\-]{0,61}[\p{L}\p{N}])?`;
/** Spaces, or the plus signs a query string writes for them, around `[at]` or `(dot)`. */
const gap = String.raw`[\s+]{0,3}`;
const spelt = (word: string) => String.raw`${gap}[\[(]${gap}${word}${gap}[\])]${gap}`;
const at = `(?:@|${spelt('at')})`;
const dot = String.raw`(?:\.|${spelt('dot')})`;

/**
 * local-part, at, one to eight domain labels each followed by a dot, then a top-level domain of
 * letters; the lengths are those an address may have.
 */
export const emailAddress = new RegExp(
  `${localCharacter}{1,64}(?:${dot}${localCharacter}{1,64}){0,8}${at}(?:${domainLabel}${dot}){1,8}\\p{L}{2,24}`,
  'giu',
);

/** Rounds of decoding and normalising; text still changing after them is redacted whole. */
const maxNormalisingRounds = 6;

/**
 * `%2525…2540` is `%40` encoded again and again: one step undoes every layer of an escape.
 * A `%25` not followed by two hex digits is a lone per cent sign, and stays.
 */
const reEncodedPercent = /%(?:25)+(?=[0-9a-f]{2})/gi;
const percentRun = /(?:%[0-9a-f]{2})+/gi;
const utf8 = new TextDecoder('utf-8');

/**
 * Decodes each run of `%XX` escapes as UTF-8. A byte that belongs to no character (`%FF`) is
 * dropped rather than left to keep the rest of its run encoded: `jane%FF%40mail.com` must read
 * as an address.
 */
function decodeEscapes(text: string): string {
  return text.replace(percentRun, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16));
    return utf8.decode(bytes).replaceAll('\uFFFD', '');
  });
}

/** Zero-width spaces and joiners, soft hyphens, direction marks: invisible, so not there. */
const invisible = /\p{Cf}/gu;

function normalisedOnce(text: string): string {
  const decoded = decodeEscapes(text.replace(reEncodedPercent, '%'));
  return decoded.normalize('NFKC').replace(invisible, '');
}

/** Characters that end a word of a path, query or title. */
const wordBoundaries = new Set([' ', '/', '?', '&', '=', '#', '\t', '\n']);

/**
 * The text cut to what is scanned. A cut through the middle of a word drops that word, so half
 * an address (`jane.wanj`) is not sent either.
 */
function cutToScannedLength(text: string): string {
  if (text.length <= longestScannedText) return text;
  let end = longestScannedText;
  while (end > 0 && !wordBoundaries.has(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/**
 * The text with every e-mail-like address replaced by the notice. Text without one comes back
 * as given (cut to `longestScannedText`); text with one comes back decoded and normalised, so no
 * encoded form of an address survives.
 */
export function redactEmails(text: string): string {
  const scanned = cutToScannedLength(text);
  let normalised = scanned;
  for (let round = 0; ; round += 1) {
    const next = cutToScannedLength(normalisedOnce(normalised));
    if (next === normalised) break;
    if (round === maxNormalisingRounds) return redactionNotice;
    normalised = next;
  }
  const redacted = normalised.replace(emailAddress, redactionNotice);
  return redacted === normalised ? scanned : redacted;
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
