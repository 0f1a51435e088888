/**
 * The shop's filter vocabulary: the brands it stocks, its size runs and its colour families.
 * The seeded catalog is checked against these lists (mocks/backend/fixtures/fixtures.test.ts), so a
 * product can always be found by the filters a shopper sees.
 */

export const brands = [
  'Adidas',
  'Africa Yetu',
  'American Tourister',
  'Bata',
  "Carter's",
  'Champion',
  'Clarks',
  'Columbia',
  'Converse',
  'Gucci',
  'Katush',
  'Kiko Romeo',
  'LC Waikiki',
  "Levi's",
  'Mothercare',
  'Mr Price',
  'Mtindo Basics',
  'Mtindo Kids',
  'New Balance',
  'Nike',
  'Puma',
  'Reebok',
  'Samsonite',
  'Sandstorm',
  'Suave Kenya',
  'The North Face',
  'Timberland',
  'Under Armour',
  'Vans',
  'Vivo Activewear',
  'Zara',
] as const;

/** Sizes grouped as a shopper looks for them; waist and EU shoe sizes share the numbers. */
export const sizeGroups = [
  { label: 'Letter sizes', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  {
    label: 'Waist (inches) and shoes (EU)',
    sizes: [
      '24',
      '26',
      '28',
      '30',
      '32',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
      '40',
      '41',
      '42',
      '43',
      '44',
      '45',
      '46',
    ],
  },
  {
    label: 'Babies and children',
    sizes: [
      '0-3M',
      '3-6M',
      '6-12M',
      '12-18M',
      '1-2Y',
      '2-3Y',
      '3-4Y',
      '4-5Y',
      '5-6Y',
      '6-7Y',
      '8-9Y',
      '10-11Y',
      '12-13Y',
    ],
  },
  { label: 'Belts', sizes: ['85 cm', '90 cm', '95 cm', '100 cm', '105 cm'] },
  { label: 'Other', sizes: ['One size'] },
] as const;

export const sizes: readonly string[] = sizeGroups.flatMap((group) => group.sizes);

/**
 * A shopper filters by colour family ("Blue"), while products name their shade ("Navy"): each
 * family lists the shades it covers.
 */
export const colourFamilies = {
  Black: ['Black'],
  White: ['White', 'Cream'],
  Beige: ['Beige', 'Khaki'],
  Brown: ['Brown', 'Tan', 'Camel'],
  Grey: ['Grey', 'Charcoal', 'Silver'],
  Blue: ['Light Blue', 'Denim Blue', 'Dark Wash', 'Navy', 'Royal Blue'],
  Green: ['Olive', 'Emerald Green', 'Teal'],
  Purple: ['Lilac', 'Purple'],
  Pink: ['Pink', 'Blush'],
  Red: ['Red', 'Maroon'],
  Orange: ['Orange', 'Coral'],
  Yellow: ['Mustard Yellow', 'Gold'],
} as const satisfies Record<string, readonly string[]>;

export type ColourFamily = keyof typeof colourFamilies;

export const colours = Object.keys(colourFamilies) as ColourFamily[];

const familyOfShade = new Map<string, ColourFamily>(
  colours.flatMap((family) =>
    colourFamilies[family].map((shade) => [shade.toLowerCase(), family] as const),
  ),
);

/** The family a product's colour belongs to, or undefined for a shade the shop does not list. */
export function colourFamily(shade: string): ColourFamily | undefined {
  return familyOfShade.get(shade.trim().toLowerCase());
}
