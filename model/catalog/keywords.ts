/**
 * Keyword search without a search service: every product's normalised keywords are listed in a
 * search index (model/catalog/search-index.ts), and a shopper's query looks up its own terms there.
 * Both sides run through the same normalisation, so case, accents, apostrophes, hyphens and
 * plurals do not matter.
 */

/** The most keywords one product is indexed under (a product's index entries stay bounded). */
export const KEYWORD_CAP = 200;

/** Longer queries are cut: nobody types more, and each word is a term to look up. */
const MAX_QUERY_CHARS = 200;
const MAX_QUERY_WORDS = 12;

/** A set from a space-separated list: word lists stay compact. */
function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(' '));
}

/** Words that carry no meaning in a product search ("shoes for men"). */
const STOP_WORDS = wordSet('a an and at by for in of on or the to with');

/** A word as typed (cleaned, not singularised) and as matched. */
interface Token {
  raw: string;
  word: string;
}

export interface KeywordFields {
  productName: string;
  brand?: string;
  category?: string;
  subCategory?: string;
  tags?: readonly string[];
  colours?: readonly string[];
}

/** Words ending in "s" that are not plurals, or whose singular keeps the "s" ("buses" → "bus"). */
const KEEPS_S = wordSet(
  'adidas alias always atlas bias bonus bus cactus campus canvas chaos chorus christmas circus clothes cosmos ethos focus gas genius iris kudos lens news perhaps plus series species status surplus thermos virus walrus yes',
);
/** Singulars ending in "ie", whose plural would otherwise become "-y" ("hoodies" → "hoodie"). */
const IE_SINGULARS = wordSet(
  'auntie beanie bootie bowtie brownie cookie goalie hoodie movie necktie onesie pie rookie selfie smoothie tie zombie',
);
/** Singulars ending in "che", whose plural would otherwise lose the "e" ("niches" → "niche"). */
const CHE_SINGULARS = wordSet('cache cliche creche headache moustache mustache niche quiche');
/** Singulars ending in "o" whose plural takes "es"; other "-oes" words keep the "e" ("shoes"). */
const O_SINGULARS = wordSet(
  'buffalo cargo domino echo embargo hero mango mosquito potato tomato tornado torpedo veto volcano',
);
/** Plurals no rule can find. */
const IRREGULAR: Record<string, string> = {
  calves: 'calf',
  children: 'child',
  elves: 'elf',
  feet: 'foot',
  geese: 'goose',
  halves: 'half',
  hooves: 'hoof',
  knives: 'knife',
  leaves: 'leaf',
  lives: 'life',
  loaves: 'loaf',
  men: 'man',
  mice: 'mouse',
  people: 'person',
  quizzes: 'quiz',
  scarves: 'scarf',
  shelves: 'shelf',
  teeth: 'tooth',
  thieves: 'thief',
  wives: 'wife',
  wolves: 'wolf',
  women: 'woman',
};

/** English plural to singular, by rule and exception; a singular is returned unchanged. */
function singularRule(word: string): string {
  if (word.length <= 3 || KEEPS_S.has(word) || !word.endsWith('s')) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  const withoutEs = word.slice(0, -2);
  const withoutS = word.slice(0, -1);
  if (KEEPS_S.has(withoutEs)) return withoutEs;
  if (word.endsWith('ies')) return IE_SINGULARS.has(withoutS) ? withoutS : `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return O_SINGULARS.has(withoutEs) ? withoutEs : withoutS;
  if (word.endsWith('ches')) return CHE_SINGULARS.has(withoutS) ? withoutS : withoutEs;
  if (/(sses|shes|xes|zzes|tzes)$/.test(word)) return withoutEs;
  return withoutS;
}

function singularise(word: string): string {
  const direct = IRREGULAR[word];
  if (direct !== undefined) return direct;
  const singular = singularRule(word);
  // "mens" → "men" → "man": a possessive or doubled plural of an irregular word.
  return IRREGULAR[singular] ?? singular;
}

/** Lowercase, no diacritics, no apostrophes ("Men's" and "mens" are the same word). */
function clean(text: string): string {
  return text
    .replace(/['’‘ʼ`´]/g, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** One word as search matches it: cleaned, only letters and digits, singular ("T-Shirts" → "tshirt"). */
export function normaliseWord(word: string): string {
  return singularise(clean(word).replace(/[^\p{L}\p{N}]/gu, ''));
}

function toToken(raw: string): Token {
  return { raw, word: singularise(raw) };
}

/** The words of a text in order; a hyphenated word counts as one ("t-shirt" → "tshirt"). */
function tokenise(text: string): { tokens: Token[]; parts: Token[] } {
  const tokens: Token[] = [];
  const parts: Token[] = [];
  for (const chunk of clean(text).split(/[^\p{L}\p{N}-]+/u)) {
    const pieces = chunk.split('-').filter((piece) => piece !== '');
    const raw = pieces.join('');
    if (raw === '' || STOP_WORDS.has(raw)) continue;
    tokens.push(toToken(raw));
    // The parts let "shirt" find a "T-Shirt"; one-letter parts ("t") say nothing on their own.
    if (pieces.length > 1) {
      parts.push(
        ...pieces.filter((piece) => piece.length >= 2 && !STOP_WORDS.has(piece)).map(toToken),
      );
    }
  }
  return { tokens, parts };
}

/** Two adjacent words written as one: "sweat pants" → "sweatpant", the same as "sweatpants". */
function compound(first: Token, second: Token): string {
  return singularise(first.raw + second.raw);
}

function isMeaningful(word: string): boolean {
  return word.length >= 2;
}

function adjacentCompounds(tokens: readonly Token[]): string[] {
  return tokens.slice(1).map((token, index) => compound(tokens[index] as Token, token));
}

/**
 * A product's search keywords: its single words (most telling fields first) and the compounds of
 * adjacent words within a field, cut at KEYWORD_CAP.
 */
export function productKeywords(fields: KeywordFields): string[] {
  const texts = [
    fields.productName,
    fields.subCategory ?? '',
    fields.category ?? '',
    fields.brand ?? '',
    ...(fields.tags ?? []),
    ...(fields.colours ?? []),
  ];
  const words: string[] = [];
  const compounds: string[] = [];
  for (const text of texts) {
    const { tokens, parts } = tokenise(text);
    words.push(...[...tokens, ...parts].map((token) => token.word).filter(isMeaningful));
    compounds.push(...adjacentCompounds(tokens));
  }
  return [...new Set([...words, ...compounds])].slice(0, KEYWORD_CAP);
}

function queryTokens(query: string): Token[] {
  return tokenise(query.slice(0, MAX_QUERY_CHARS)).tokens.slice(0, MAX_QUERY_WORDS);
}

/**
 * The keywords a query's match depends on: each word, and each compound of two adjacent words
 * ("sweat pants" → "sweat", "pant", "sweatpant"). A product holding none of them cannot match.
 */
export function queryTerms(query: string): string[] {
  const tokens = queryTokens(query);
  const words = tokens.map((token) => token.word).filter(isMeaningful);
  return [...new Set([...words, ...adjacentCompounds(tokens)])];
}

/**
 * For each meaningful word of a query, the terms a matching product must hold one of: the word
 * itself, or its compound with the word before or after it (see `matchesQuery`). A product
 * holding none of one word's terms cannot match, so a search may start from the rarest word.
 */
export function queryAlternatives(query: string): string[][] {
  const tokens = queryTokens(query);
  return tokens.flatMap((token, index) => {
    if (!isMeaningful(token.word)) return [];
    const before = tokens[index - 1];
    const after = tokens[index + 1];
    return [
      [
        ...new Set([
          token.word,
          ...(before ? [compound(before, token)] : []),
          ...(after ? [compound(token, after)] : []),
        ]),
      ],
    ];
  });
}

/**
 * Whether a product's keywords hold every word of the query, where two adjacent query words may
 * also match as one compound ("grey sweat pants" matches "Grey Fleece Sweatpants"). One-letter
 * words may be skipped. An empty query matches nothing.
 */
export function matchesQuery(keywords: readonly string[], query: string): boolean {
  const tokens = queryTokens(query);
  const known = new Set(keywords);
  const matchFrom = (index: number, matchedAny: boolean): boolean => {
    const token = tokens[index];
    if (token === undefined) return matchedAny;
    const next = tokens[index + 1];
    if (next !== undefined && known.has(compound(token, next)) && matchFrom(index + 2, true))
      return true;
    if (known.has(token.word) && matchFrom(index + 1, true)) return true;
    return !isMeaningful(token.word) && matchFrom(index + 1, matchedAny);
  };
  return matchFrom(0, false);
}
