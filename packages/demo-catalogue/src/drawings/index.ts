/** Every product kind's drawing, gathered from the files of each family. */
import type { ProductKind } from './kinds';
import type { Drawing } from './shapes';
import { ARRAYS } from './arrays';
import { CABLES } from './cables';
import { CONDENSERS } from './condensers';
import { ELECTRONICS } from './electronics';
import { HARDWARE } from './hardware';
import { LISTENING } from './listening';
import { MICROPHONES } from './microphones';
import { MIXERS } from './mixers';
import { SPEAKERS } from './speakers';
import { WORN_MICS } from './worn-mics';

// `satisfies` makes a kind without a drawing a type error.
export const DRAWINGS = {
  ...MICROPHONES,
  ...CONDENSERS,
  ...WORN_MICS,
  ...LISTENING,
  ...CABLES,
  ...HARDWARE,
  ...SPEAKERS,
  ...ARRAYS,
  ...MIXERS,
  ...ELECTRONICS,
} satisfies Record<ProductKind, Drawing>;
