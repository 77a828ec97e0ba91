/**
 * The typed specifications of each demo product (issue #25; core's CATEGORY_ATTRIBUTES), keyed by
 * the product name of catalogue-data.ts; one file per family under attributes/, as specs/ is. Taken
 * from its spec sheet (product-specs.ts), its description and the makers' published figures. What
 * is not certain is left out rather than guessed.
 */
import type { AttributeValues } from '@avstore/core';
import { ACCESSORY_ATTRIBUTES } from './attributes/accessories';
import { AMPLIFIER_ATTRIBUTES } from './attributes/amplifiers';
import { LISTENING_ATTRIBUTES } from './attributes/listening';
import { LOUDSPEAKER_ATTRIBUTES } from './attributes/loudspeakers';
import { MICROPHONE_ATTRIBUTES } from './attributes/microphones';
import { MIXER_ATTRIBUTES } from './attributes/mixers';
import { PODIUM_ATTRIBUTES } from './attributes/podium';
import { PORTABLE_PA_ATTRIBUTES } from './attributes/portable-pa';
import { STUDIO_ATTRIBUTES } from './attributes/studio';
import { SUBWOOFER_ATTRIBUTES } from './attributes/subwoofers';
import { WIRELESS_ATTRIBUTES } from './attributes/wireless';

export const SEED_ATTRIBUTES: Record<string, AttributeValues> = {
  ...STUDIO_ATTRIBUTES,
  ...LISTENING_ATTRIBUTES,
  ...ACCESSORY_ATTRIBUTES,
  ...AMPLIFIER_ATTRIBUTES,
  ...MICROPHONE_ATTRIBUTES,
  ...WIRELESS_ATTRIBUTES,
  ...PODIUM_ATTRIBUTES,
  ...LOUDSPEAKER_ATTRIBUTES,
  ...SUBWOOFER_ATTRIBUTES,
  ...PORTABLE_PA_ATTRIBUTES,
  ...MIXER_ATTRIBUTES,
};
