/** The shop's category tree, in its order (docs/shop-rules.md, Catalog records). */
export const categoryTree = [
  { name: 'Ladies', subCategories: ['Jeans', 'Cargo pants', 'Tops', 'Jackets', 'Dresses'] },
  { name: 'Men', subCategories: ['Jeans', 'Khaki', 'T-Shirts', 'Shirts', 'Jackets'] },
  { name: 'Girls', subCategories: ['Jeans', 'Dresses', 'Tops', 'Shorts', 'Jackets'] },
  { name: 'Boys', subCategories: ['Jeans', 'Khaki', 'T-Shirts', 'Shirts', 'Jackets'] },
  {
    name: 'Kids',
    subCategories: ['Tracksuits', 'Boys jeans', 'Girls jeans', 'Dresses', 'Newborns'],
  },
  {
    name: 'Shoes',
    subCategories: ['Sandals', 'Official', 'Sneakers', 'Kids', 'Teenagers', 'Men', 'Ladies'],
  },
  { name: 'Bags', subCategories: ['Men', 'Ladies', 'Luggage', 'Kids'] },
  { name: 'Accessories', subCategories: ['Gloves', 'Hats', 'Scarves', 'Belts'] },
  {
    name: 'Sportswear',
    subCategories: [
      'Gym wear',
      'Running gear',
      'Yoga attire',
      'Sports bras',
      'Athletic shorts',
      'Training shoes',
    ],
  },
  {
    name: 'Outerwear',
    subCategories: ['Coats', 'Rain jackets', 'Winter jackets', 'Vests', 'Windbreakers'],
  },
] as const satisfies readonly { name: string; subCategories: readonly string[] }[];
