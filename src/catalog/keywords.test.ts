import { describe, expect, it } from 'vitest';
import {
  KEYWORD_CAP,
  MAX_SEARCH_TERMS,
  matchesQuery,
  normaliseWord,
  pairKey,
  productKeywords,
  searchTerms,
  type KeywordFields,
} from './keywords';

/** What Firestore's array-contains-any does, plus the client-side refinement for long queries. */
function finds(fields: KeywordFields, query: string): boolean {
  const keywords = productKeywords(fields);
  const terms = searchTerms(query);
  const candidate = terms.some((term) => keywords.includes(term));
  return candidate && (terms.length <= 1 || matchesQuery(keywords, query));
}

const classicTee: KeywordFields = {
  productName: 'Classic Crew Neck T-Shirt',
  brand: 'Champion',
  category: 'Men',
  subCategory: 'T-Shirts',
  tags: ['casual', 'cotton'],
  colours: ['White', 'Navy'],
};
const sweatpants: KeywordFields = {
  productName: 'Fleece Sweatpants',
  brand: 'Nike',
  category: 'Sportswear',
  subCategory: 'Gym wear',
  tags: ['joggers'],
  colours: ['Grey'],
};
const taggedJoggers: KeywordFields = {
  productName: 'Tapered Cuffed Joggers',
  brand: 'Adidas',
  category: 'Sportswear',
  subCategory: 'Running gear',
  tags: ['sweat pants'],
  colours: ['Black'],
};
const maxiDress: KeywordFields = {
  productName: 'Ankara Print Maxi Dress',
  brand: 'Kiko Romeo',
  category: 'Ladies',
  subCategory: 'Dresses',
  colours: ['Blue', 'Mustard Yellow'],
};
const jacket: KeywordFields = {
  productName: 'Denim Jacket',
  brand: 'Levi’s',
  category: 'Men',
  subCategory: 'Jackets',
};
const sneaker: KeywordFields = {
  productName: 'Air Max Runner',
  brand: 'Nike',
  category: 'Shoes',
  subCategory: 'Sneakers',
};
const belt: KeywordFields = {
  productName: 'GG Marmont Leather Belt',
  brand: 'Gucci',
  category: 'Accessories',
  subCategory: 'Belts',
};
const jeans: KeywordFields = {
  productName: 'Slim Fit Stretch Jeans',
  brand: 'Levi’s',
  category: 'Men',
  subCategory: 'Jeans',
};
const shirt: KeywordFields = {
  productName: 'Oxford Button-Down Shirt',
  brand: 'Suave Kenya',
  category: 'Men',
  subCategory: 'Shirts',
};

describe('normaliseWord', () => {
  it.each([
    ['Dresses', 'dress'],
    ['shoes', 'shoe'],
    ['Glasses', 'glass'],
    ['sunglasses', 'sunglass'],
    ['jeans', 'jean'],
    ['jean', 'jean'],
    ['bras', 'bra'],
    ['shorts', 'short'],
    ['T-Shirts', 'tshirt'],
    ['ladies', 'lady'],
    ['hoodies', 'hoodie'],
    ['onesies', 'onesie'],
    ['scarves', 'scarf'],
    ['gloves', 'glove'],
    ['watches', 'watch'],
    ['boxes', 'box'],
    ['sizes', 'size'],
    ['blouses', 'blouse'],
    ['buses', 'bus'],
    ['canvas', 'canvas'],
    ['adidas', 'adidas'],
    ['clothes', 'clothes'],
    ["Men's", 'man'],
    ['women', 'woman'],
    ['Café', 'cafe'],
    ['ÉCHARPES', 'echarpe'],
    ['accessories', 'accessory'],
    ['heroes', 'hero'],
  ])('%s → %s', (word, expected) => {
    expect(normaliseWord(word)).toBe(expected);
  });

  it('maps a singular and its plural to the same word', () => {
    const pairs = [
      ['dress', 'dresses'],
      ['shoe', 'shoes'],
      ['glass', 'glasses'],
      ['bra', 'bras'],
      ['tie', 'ties'],
      ['scarf', 'scarfs'],
      ['jersey', 'jerseys'],
      ['purse', 'purses'],
      ['lens', 'lenses'],
      ['wedge', 'wedges'],
      ['sweatpant', 'sweatpants'],
      ['niche', 'niches'],
      ['tracksuit', 'tracksuits'],
      ['kid', 'kids'],
    ];
    for (const [singular, plural] of pairs) {
      expect(normaliseWord(plural as string), plural).toBe(normaliseWord(singular as string));
    }
  });
});

describe('productKeywords', () => {
  it('holds the single words of every field, singular and lowercase', () => {
    const keywords = productKeywords(classicTee);
    for (const word of [
      'classic',
      'crew',
      'neck',
      'tshirt',
      'shirt',
      'champion',
      'man',
      'casual',
      'white',
      'navy',
    ]) {
      expect(keywords).toContain(word);
    }
  });

  it('drops one-letter hyphen parts and stop words', () => {
    const keywords = productKeywords({ productName: 'Bag with a T-Strap', brand: 'Sandstorm' });
    expect(keywords).not.toContain('t');
    expect(keywords).not.toContain('with');
    expect(keywords).toContain('tstrap');
    expect(keywords).toContain('strap');
  });

  it('holds the compound of adjacent words and an order-free key for every pair', () => {
    const keywords = productKeywords(taggedJoggers);
    expect(keywords).toContain('sweatpant');
    expect(keywords).toContain(pairKey('black', 'jogger'));
    expect(pairKey('dress', 'blue')).toBe('blue+dress');
  });

  it('has no duplicates and stays within the cap', () => {
    const many: KeywordFields = {
      productName: 'Alpha Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliet',
      tags: ['kilo lima', 'mike november', 'oscar papa', 'quebec romeo', 'sierra tango'],
      colours: ['uniform', 'victor', 'whiskey', 'xray', 'yankee', 'zulu'],
    };
    const keywords = productKeywords(many);
    expect(keywords).toHaveLength(KEYWORD_CAP);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords.slice(0, 3)).toEqual(['alpha', 'bravo', 'charlie']);
  });
});

describe('searchTerms', () => {
  it.each([
    ['adidas', ['adidas']],
    ['Gucci', ['gucci']],
    ['NIKE', ['nike']],
    ['champion', ['champion']],
    ['dresses', ['dress']],
    ['t-shirts', ['tshirt']],
    ['shirts', ['shirt']],
    ['shoes', ['shoe']],
    ['jeans', ['jean']],
    ['sweat pants', ['sweatpant', 'pant+sweat']],
    ['  blue   dress ', ['bluedress', 'blue+dress']],
  ])('%s → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });

  it.each(['', '   ', '!!!', '%', '--', '🙂🙂', 'the and of'])('gives no terms for %j', (query) => {
    expect(searchTerms(query)).toEqual([]);
  });

  it('never throws and keeps at most 10 terms', () => {
    const odd = [
      '<script>alert(1)</script>',
      'x'.repeat(100_000),
      'a b c d e f g h i j k l m n o p',
      '\uD800',
      '𝔡𝔯𝔢𝔰𝔰',
    ];
    for (const query of odd) {
      const terms = searchTerms(query);
      expect(terms.length).toBeLessThanOrEqual(MAX_SEARCH_TERMS);
      expect(() => matchesQuery(['dress'], query)).not.toThrow();
    }
    expect(searchTerms('<script>')).toEqual(['script']);
  });

  it('puts the terms of the first words first, so a cut query still fetches its matches', () => {
    expect(searchTerms('grey sweat pants')).toEqual([
      'greysweat',
      'grey+sweat',
      'sweatpant',
      'grey+pant',
      'pant+sweat',
    ]);
    const long = searchTerms(
      'blue mustard yellow ankara print maxi dress with pockets for weddings',
    );
    expect(long).toHaveLength(MAX_SEARCH_TERMS);
    expect(long.slice(0, 2)).toEqual(['bluemustard', 'blue+mustard']);
  });

  it('skips a one-letter word but keeps its compound', () => {
    expect(searchTerms('t shirt')).toEqual(['tshirt', 'shirt']);
  });
});

describe('matchesQuery', () => {
  it('needs every word of the query', () => {
    const keywords = productKeywords(maxiDress);
    expect(matchesQuery(keywords, 'blue ankara maxi dress')).toBe(true);
    expect(matchesQuery(keywords, 'red ankara maxi dress')).toBe(false);
  });

  it('lets two adjacent words match as a compound', () => {
    expect(matchesQuery(productKeywords(sweatpants), 'grey sweat pants')).toBe(true);
    expect(matchesQuery(productKeywords(sweatpants), 'grey sweat shorts')).toBe(false);
  });

  it('matches nothing for an empty query', () => {
    expect(matchesQuery(productKeywords(maxiDress), '  ')).toBe(false);
  });
});

describe('searches a shopper makes', () => {
  it.each([
    ['t-shirts', classicTee],
    ['T-shirt', classicTee],
    ['tshirt', classicTee],
    ['t shirts', classicTee],
    ['sweat pants', sweatpants],
    ['sweatpants', taggedJoggers],
    ['sweat pants', taggedJoggers],
    ['dresses', maxiDress],
    ['maxi dresses', maxiDress],
    ['Kiko Romeo', maxiDress],
    ['mustard dress', maxiDress],
    ['shoes', sneaker],
    ['nike sneakers', sneaker],
    ['jeans', jeans],
    ['mens jeans', jeans],
    ['Nike', sweatpants],
    ['jackets', jacket],
    ['levis', jacket],
    ['gucci', belt],
    ['GUCCI belts', belt],
    ['shirts', shirt],
    ['button down shirt', shirt],
    ['champion', classicTee],
    ['adidas', taggedJoggers],
    ['blue mustard yellow ankara print maxi dress', maxiDress],
    ['classic white crew neck t-shirt', classicTee],
  ])('%s finds %o', (query, product) => {
    expect(finds(product, query)).toBe(true);
  });

  it.each([
    ['blue dress', classicTee],
    ['jeans', maxiDress],
    ['red sweat pants', sweatpants],
    ['shoes', belt],
  ])('%s does not find %o', (query, product) => {
    expect(finds(product, query)).toBe(false);
  });
});
