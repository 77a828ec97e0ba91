/**
 * What the product page of a demo product shows besides its description: the maker's part
 * number (SKU), the spec sheet's rows in the maker's order, and the warranty with who honours it.
 * Keyed by the product name of catalogue-data.ts; one file per family under specs/.
 *
 * Figures are the makers' published ones; a row whose figure was not certain is left out rather
 * than guessed. Warranties follow Sri Lankan practice: the brand's authorised agent for the brands
 * sold through one, the shop for those without a local agent (see specs/sheet.ts).
 */
import { ACCESSORY_SPECS } from './specs/accessories';
import { AMPLIFIER_SPECS } from './specs/amplifiers';
import { LISTENING_SPECS } from './specs/listening';
import { LOUDSPEAKER_SPECS } from './specs/loudspeakers';
import { MICROPHONE_SPECS } from './specs/microphones';
import { MIXER_SPECS } from './specs/mixers';
import { PODIUM_SPECS } from './specs/podium';
import { PORTABLE_PA_SPECS } from './specs/portable-pa';
import { STUDIO_SPECS } from './specs/studio';
import { SUBWOOFER_SPECS } from './specs/subwoofers';
import { WIRELESS_SPECS } from './specs/wireless';

export interface SeedSpecs {
  sku: string;
  specs: { label: string; value: string }[];
  warranty: { months: number; by: 'brand' | 'shop' };
}

export const SEED_SPECS: Record<string, SeedSpecs> = {
  ...STUDIO_SPECS,
  ...LISTENING_SPECS,
  ...ACCESSORY_SPECS,
  ...AMPLIFIER_SPECS,
  ...MICROPHONE_SPECS,
  ...WIRELESS_SPECS,
  ...PODIUM_SPECS,
  ...LOUDSPEAKER_SPECS,
  ...SUBWOOFER_SPECS,
  ...PORTABLE_PA_SPECS,
  ...MIXER_SPECS,
};
