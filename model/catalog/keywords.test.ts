import { describe, expect, it } from 'vitest';
import {
  KEYWORD_CAP,
  matchesQuery,
  normaliseWord,
  queryAlternatives,
  productKeywords,
  queryTerms,
  type KeywordFields,
} from './keywords';

/**
 * What the search does (model/catalog/search-index.ts): the product is listed under the query's
 * terms it holds, and those terms satisfy the query.
 */
function finds(fields: KeywordFields, query: string): boolean {
  const keywords = productKeywords(fields);
  return matchesQuery(
    queryTerms(query).filter((term) => keywords.includes(term)),
    query,
  );
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

  it('holds the compound of adjacent words, and no key for a pair of words', () => {
    const keywords = productKeywords(taggedJoggers);
    expect(keywords).toContain('sweatpant');
    expect(keywords).toContain('tapered');
    expect(keywords).toContain('taperedcuffed');
    expect(keywords.some((keyword) => /[^\p{L}\p{N}]/u.test(keyword))).toBe(false);
  });

  it('has no duplicates and stays within the cap', () => {
    const words = Array.from({ length: 150 }, (_, index) => `word${index}`);
    const many: KeywordFields = {
      productName: words.slice(0, 75).join(' '),
      tags: [words.slice(75).join(' '), 'word1 word2'],
      colours: ['word3'],
    };
    const keywords = productKeywords(many);
    expect(keywords).toHaveLength(KEYWORD_CAP);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords.slice(0, 3)).toEqual(['word0', 'word1', 'word2']);
  });
});

describe('queryTerms', () => {
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
    ['sweat pants', ['sweat', 'pant', 'sweatpant']],
    ['  blue   dress ', ['blue', 'dress', 'bluedress']],
    ['grey sweat pants', ['grey', 'sweat', 'pant', 'greysweat', 'sweatpant']],
  ])('%s → %j', (query, expected) => {
    expect(queryTerms(query)).toEqual(expected);
  });

  it.each(['', '   ', '!!!', '%', '--', '🙂🙂', 'the and of'])('gives no terms for %j', (query) => {
    expect(queryTerms(query)).toEqual([]);
  });

  it('never throws, and looks up at most the words of a query and their compounds', () => {
    const odd = [
      '<script>alert(1)</script>',
      'x'.repeat(100_000),
      'a b c d e f g h i j k l m n o p',
      '\uD800',
      '𝔡𝔯𝔢𝔰𝔰',
    ];
    for (const query of odd) {
      expect(queryTerms(query).length).toBeLessThanOrEqual(23);
      expect(() => matchesQuery(['dress'], query)).not.toThrow();
    }
    expect(queryTerms('<script>')).toEqual(['script']);
  });

  it('skips a one-letter word but keeps its compound', () => {
    expect(queryTerms('t shirt')).toEqual(['shirt', 'tshirt']);
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

describe('queryAlternatives', () => {
  it('gives each meaningful word with its compounds, which a match must hold one of', () => {
    expect(queryAlternatives('grey sweat pants')).toEqual([
      ['grey', 'greysweat'],
      ['sweat', 'greysweat', 'sweatpant'],
      ['pant', 'sweatpant'],
    ]);
    expect(queryAlternatives('t shirts')).toEqual([['shirt', 'tshirt']]);
    expect(queryAlternatives('the')).toEqual([]);
  });

  it.each([
    ['sweat pants', [sweatpants, taggedJoggers, classicTee]],
    ['t shirt', [classicTee, sweatpants]],
    ['blue mustard yellow ankara print maxi dress', [maxiDress, jacket]],
    ['mens jeans', [jeans, jacket, shirt]],
  ] as const)('never leaves out a product %j finds', (query, products) => {
    for (const product of products) {
      const keywords = productKeywords(product);
      const holdsOneOfEach = queryAlternatives(query).every((terms) =>
        terms.some((term) => keywords.includes(term)),
      );
      if (finds(product, query)) expect(holdsOneOfEach).toBe(true);
    }
    expect(products.some((product) => finds(product, query))).toBe(true);
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
