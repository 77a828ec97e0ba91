/**
 * What a product physically looks like, which decides its seed drawing. Categories are how the
 * shop files products; kinds are shapes: a studio condenser and a handheld vocal mic share the
 * category "Wired Microphones" but not a silhouette.
 */
export const PRODUCT_KINDS = [
  // microphones
  'handheld-mic',
  'wireless-handheld',
  'compact-wireless',
  'instrument-mic',
  'broadcast-mic',
  'studio-condenser',
  'pencil-condenser',
  'headset-mic',
  'lavalier-mic',
  'gooseneck-mic',
  // listening
  'headphones',
  'earphones',
  'iem-system',
  // cables and hardware
  'xlr-cable',
  'jack-cable',
  'xlr-connector',
  'speakon-connector',
  'mic-stand',
  'speaker-stand',
  'boom-arm',
  'mic-mount',
  'di-box',
  // loudspeakers
  'pa-speaker',
  'install-speaker',
  'stage-monitor',
  'subwoofer',
  'studio-monitor',
  'column-array',
  'line-array',
  'battery-speaker',
  // electronics
  'analog-mixer',
  'digital-mixer',
  'stagebox-mixer',
  'powered-mixer',
  'power-amplifier',
  'rack-processor',
  'audio-interface',
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
