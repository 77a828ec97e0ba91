/**
 * A product kind guessed from a name and a category, for products that come without one (made in
 * the back office). Words that name a shape win over the category; well-known model families help
 * where the name says only a model number. Order matters: the first rule that matches decides.
 */
import type { Category } from '@avstore/core';
import type { ProductKind } from './kinds';

const RULES: [RegExp, ProductKind][] = [
  [/speak-?on|\bnl[248]/, 'speakon-connector'],
  [/connector|\bnc3/, 'xlr-connector'],
  [/\bjack|\btrs\b|\bts\b|insert|breakout|instrument cable|patch/, 'jack-cable'],
  [/cable|\blead\b|\bsnake\b/, 'xlr-cable'],
  [/direct box|\bdi\b|\bdi[-\s]?box|\bdi\d/, 'di-box'],
  [/boom arm|\bpsa1|desk arm/, 'boom-arm'],
  [/speaker stand|\bpole\b/, 'speaker-stand'],
  [/stand\b|tripod/, 'mic-stand'],
  [/shock ?mount|mic clip|shock-stopper|\bspider\b/, 'mic-mount'],
  [/in-?ear system|\bpsm\s?\d|\biem\b.*\bg\d|bodypack/, 'iem-system'],
  [/headset|earset|head-worn/, 'headset-mic'],
  [/lavalier|\blav\b|lapel|tie-?clip|\bme\s?[24]\b/, 'lavalier-mic'],
  [/wireless go|wireless pro|\bgo ii\b|clip-?on wireless|camera wireless/, 'compact-wireless'],
  [/gooseneck|podium|lectern|\bmx4\d\d|\bcvg\d/, 'gooseneck-mic'],
  [/broadcast|\bsm7|podmic|procaster|\bre20\b/, 'broadcast-mic'],
  [/instrument mic|\bsm57\b|\bi5\b|\be\s?60[49]\b|\be\s?906\b|\bpg56|drum mic/, 'instrument-mic'],
  [/pencil|small[-\s]diaphragm|\bsm81\b|\bkm\s?18\d|\bnt5\b|\bc451|\bpg81\b/, 'pencil-condenser'],
  [
    /condenser|\bc214\b|\bc414\b|\btlm\s?\d|\bnt1\b|\bat20[2-5]\d|\bu\s?87\b|\bp[12]20\b/,
    'studio-condenser',
  ],
  [/earphone|in-?ear|\biem\b|\bse\d{3}\b|\bie\s?\d{2,3}\b/, 'earphones'],
  [/headphone|\bath-m|\bdt\s?\d{3}\b|\bhd\s?\d{3}\b|\bmdr-/, 'headphones'],
  [/wireless|receiver|\bblx|\bslxd|\bqlxd|\bglxd|\bew-d\b|\bxsw\b/, 'wireless-handheld'],
  [/\bsm58\b|\bbeta\s?58|vocal mic|dynamic mic|handheld/, 'handheld-mic'],
  [/powered mixer|\bemx\d|\bpmx\d|\bpvi?\s?\d+mp\b/, 'powered-mixer'],
  [/stage ?box|rack mixer|\bxr1[268]\b|\bui(12|16|24)r?\b|\bdl(16|32)s?\b/, 'stagebox-mixer'],
  [
    /digital (mixer|console)|\bx32\b|\bm32\b|\bdm[37]\b|\btf[135]\b|\bsq-\d|\bqu-\d|touchmix|\bwing\b|rodecaster|podcast console/,
    'digital-mixer',
  ],
  [/mixer|mixing desk|\bxenyx\b|\bzed/, 'analog-mixer'],
  [/line array|\bvtx\b|\bhdl\b|\bkara\b/, 'line-array'],
  [/column|\bl1 pro|\bevolve\b|\bmaui\b|\bevox\b/, 'column-array'],
  [/wedge|floor monitor|stage monitor/, 'stage-monitor'],
  [/studio monitor|near-?field|\brokit\b|\bhs\d\b|\bkh\s?\d{2,3}\b/, 'studio-monitor'],
  [/subwoofer|\bsub\b|\d{2}s\b|\d{2}sw\b|xlf\b/, 'subwoofer'],
  [/battery|portable|bluetooth speaker/, 'battery-speaker'],
  [/ceiling|surface[-\s]mount|install|\bad-s\d/, 'install-speaker'],
  [/amplifier|\bamp\b|\bxls\s?\d|\bxti\b|\bgxd\b|\bpld\d/, 'power-amplifier'],
  [/processor|crossover|equali[sz]er|compressor|driverack|\bdsp\b/, 'rack-processor'],
  [/interface|\bscarlett\b|\bapollo\b|\baudiobox\b|\bvolt\s?\d/, 'audio-interface'],
];

const BY_CATEGORY: Record<Category, ProductKind> = {
  'Active Speakers': 'pa-speaker',
  'Passive Speakers': 'pa-speaker',
  'Active Subwoofers': 'subwoofer',
  'Passive Subwoofers': 'subwoofer',
  'Portable Speakers': 'battery-speaker',
  'Column Speakers': 'column-array',
  'Analog Mixers': 'analog-mixer',
  'Digital Mixers': 'digital-mixer',
  'Wired Microphones': 'handheld-mic',
  'Wireless Microphones': 'wireless-handheld',
  'Podium Microphones': 'gooseneck-mic',
  'Headphones & Earphones': 'headphones',
  'In Ear Monitors': 'earphones',
  Accessories: 'xlr-cable',
  Amplifiers: 'power-amplifier',
  'Studio Equipment': 'audio-interface',
};

/** The kind a product's name suggests, else the usual kind of its category. */
export function guessKind(name: string, category: Category): ProductKind {
  const text = name.toLowerCase();
  for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  return BY_CATEGORY[category];
}
