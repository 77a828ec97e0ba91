/**
 * Draws the pictures of Home's category chips into apps/web/public/categories/, one SVG per
 * category (the file name is the category's slug), from the seed drawings of the kind of gear
 * each category holds. Run again after changing a drawing:
 *   npx tsx packages/demo-catalogue/scripts/draw-category-pictures.ts   (from the repository's root)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { HOME_CHIPS } from '@avstore/core';
import { DRAWINGS } from '../src/drawings/index';
import type { ProductKind } from '../src/drawings/kinds';

const KIND_OF: Record<(typeof HOME_CHIPS)[number], ProductKind> = {
  All: 'pa-speaker',
  'Studio Equipment': 'audio-interface',
  'Headphones & Earphones': 'headphones',
  'In Ear Monitors': 'earphones',
  Accessories: 'xlr-cable',
  Amplifiers: 'power-amplifier',
  'Wired Microphones': 'handheld-mic',
  'Wireless Microphones': 'wireless-handheld',
  'Podium Microphones': 'gooseneck-mic',
  'Active Speakers': 'pa-speaker',
  'Active Subwoofers': 'subwoofer',
  'Passive Speakers': 'install-speaker',
  'Passive Subwoofers': 'subwoofer',
  'Portable Speakers': 'battery-speaker',
  'Column Speakers': 'column-array',
  'Analog Mixers': 'analog-mixer',
  'Digital Mixers': 'digital-mixer',
};

/** The file name of a category's picture: 'Headphones & Earphones' → 'headphones-earphones'. */
export const categorySlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const out = new URL('../../../apps/web/public/categories/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, kind] of Object.entries(KIND_OF)) {
  const art = DRAWINGS[kind]({
    h: 7,
    id: 'c',
    accent: '#f59e0b',
    active: !name.startsWith('Passive'),
  });
  // The drawings stand on the seed picture's floor, above its name (y 0 to 460 of 600).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 460" width="120" height="92">${art}</svg>\n`;
  writeFileSync(new URL(`${categorySlug(name)}.svg`, out), svg);
}
