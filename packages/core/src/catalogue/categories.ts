/** The 16 product categories, in the order docs/product.md §2 lists them on Home. */
export const CATEGORIES = [
  'Studio Equipment',
  'Headphones & Earphones',
  'In Ear Monitors',
  'Accessories',
  'Amplifiers',
  'Wired Microphones',
  'Wireless Microphones',
  'Podium Microphones',
  'Active Speakers',
  'Active Subwoofers',
  'Passive Speakers',
  'Passive Subwoofers',
  'Portable Speakers',
  'Column Speakers',
  'Analog Mixers',
  'Digital Mixers',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Home's chips: 'All' then every category (docs/product.md §2, 17 chips). */
export const HOME_CHIPS = ['All', ...CATEGORIES] as const;

export interface CategoryGroup {
  name: string;
  /** Shown label of each subcategory; the value filtered on is the category. */
  subcategories: { label: string; category: Category }[];
}

/** The Shop's category bar (docs/product.md §2). A group without subcategories is itself a category. */
export const CATEGORY_GROUPS: CategoryGroup[] = [
  {
    name: 'Mixers',
    subcategories: [
      { label: 'Analog Mixers', category: 'Analog Mixers' },
      { label: 'Digital Mixers', category: 'Digital Mixers' },
    ],
  },
  {
    name: 'Speakers',
    subcategories: [
      { label: 'Active Speakers', category: 'Active Speakers' },
      { label: 'Active Subwoofers', category: 'Active Subwoofers' },
      { label: 'Passive Speakers', category: 'Passive Speakers' },
      { label: 'Passive Subwoofers', category: 'Passive Subwoofers' },
      { label: 'Portable Speakers', category: 'Portable Speakers' },
      { label: 'Column Speakers', category: 'Column Speakers' },
    ],
  },
  {
    name: 'Microphones',
    subcategories: [
      { label: 'Wired', category: 'Wired Microphones' },
      { label: 'Wireless', category: 'Wireless Microphones' },
      { label: 'Podium', category: 'Podium Microphones' },
    ],
  },
  { name: 'Amplifiers', subcategories: [] },
  {
    name: 'Other',
    subcategories: [
      { label: 'Studio Equipment', category: 'Studio Equipment' },
      { label: 'Headphones & Earphones', category: 'Headphones & Earphones' },
      { label: 'In Ear Monitors', category: 'In Ear Monitors' },
      { label: 'Accessories', category: 'Accessories' },
    ],
  },
];

/** The categories a filter value stands for: itself, or a group's subcategories. */
export function categoriesOf(filter: string): string[] {
  const group = CATEGORY_GROUPS.find((g) => g.name === filter && g.subcategories.length > 0);
  return group ? group.subcategories.map((s) => s.category) : [filter];
}
