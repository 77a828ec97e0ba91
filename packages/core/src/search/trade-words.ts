import type { Category } from '../catalogue/categories';

/**
 * A word of the trade as shoppers type it, and what it stands for. The search widens to these
 * when no product name holds the query (issue #25); a name search ranks the gear a word names
 * first.
 */
export interface TradeWord {
  /** What shoppers type for it: lower case, singular; several words are a phrase. */
  says: readonly string[];
  /** The categories of the gear it names: found by the word, and ranked first. */
  categories?: readonly Category[];
  /** Words meaning the same, looked for in names, brands, descriptions and specifications. */
  means?: readonly string[];
}

const MIXERS: Category[] = ['Analog Mixers', 'Digital Mixers'];
const MICROPHONES: Category[] = ['Wired Microphones', 'Wireless Microphones', 'Podium Microphones'];
const SPEAKERS: Category[] = [
  'Active Speakers',
  'Passive Speakers',
  'Portable Speakers',
  'Column Speakers',
];
const SUBWOOFERS: Category[] = ['Active Subwoofers', 'Passive Subwoofers'];

/**
 * The trade's words, kept as data: a phrase is looked up before its words, so that 'wireless mic'
 * names the wireless microphones rather than everything wireless and every microphone.
 */
export const TRADE_WORDS: readonly TradeWord[] = [
  // Mixers
  {
    says: ['mixer', 'mixing desk', 'mixing console', 'console', 'desk', 'mixing board'],
    categories: MIXERS,
    means: ['mixer', 'console'],
  },
  {
    says: ['digital mixer', 'digital console', 'digital desk', 'rack mixer', 'stagebox mixer'],
    categories: ['Digital Mixers'],
  },
  {
    says: ['analog mixer', 'analogue mixer', 'analog desk', 'analogue desk', 'analogue'],
    categories: ['Analog Mixers'],
    means: ['analog', 'analogue'],
  },
  // Microphones
  { says: ['microphone', 'mic', 'mike'], categories: MICROPHONES, means: ['microphone', 'mic'] },
  {
    says: [
      'wireless mic',
      'wireless microphone',
      'radio mic',
      'radio microphone',
      'cordless mic',
      'cordless microphone',
      'wireless system',
    ],
    categories: ['Wireless Microphones'],
  },
  {
    says: ['wired mic', 'wired microphone', 'cable mic'],
    categories: ['Wired Microphones'],
  },
  {
    says: [
      'podium mic',
      'podium microphone',
      'gooseneck',
      'goose neck',
      'lectern mic',
      'pulpit mic',
      'conference mic',
      'church mic',
      'podium',
      'lectern',
      'pulpit',
    ],
    categories: ['Podium Microphones'],
    means: ['gooseneck', 'podium', 'lectern'],
  },
  { says: ['wireless', 'cordless'], categories: ['Wireless Microphones'], means: ['wireless'] },
  { says: ['handheld', 'hand held'], means: ['handheld', 'vocal'] },
  { says: ['lapel', 'lavalier', 'lav', 'lavalier mic', 'lapel mic', 'clip on mic', 'tie clip'] },
  { says: ['podcast', 'podcasting', 'broadcast', 'streaming'], means: ['podcast', 'broadcast'] },
  // Speakers
  {
    says: ['speaker', 'loudspeaker', 'cabinet', 'pa speaker', 'sound box'],
    categories: SPEAKERS,
    means: ['speaker', 'loudspeaker'],
  },
  {
    says: [
      'active speaker',
      'powered speaker',
      'self powered speaker',
      'active pa',
      'powered pa',
      'active top',
      'powered top',
    ],
    categories: ['Active Speakers'],
  },
  {
    says: ['passive speaker', 'passive top', 'unpowered speaker'],
    categories: ['Passive Speakers'],
  },
  { says: ['active', 'powered', 'self powered'], means: ['active', 'powered'] },
  { says: ['passive', 'unpowered'], means: ['passive'] },
  {
    says: ['subwoofer', 'sub', 'bass bin', 'bass speaker', 'bass cabinet', 'woofer'],
    categories: SUBWOOFERS,
    means: ['subwoofer', 'sub'],
  },
  {
    says: ['active subwoofer', 'active sub', 'powered subwoofer', 'powered sub'],
    categories: ['Active Subwoofers'],
  },
  { says: ['passive subwoofer', 'passive sub'], categories: ['Passive Subwoofers'] },
  {
    says: [
      'portable speaker',
      'portable pa',
      'battery speaker',
      'bluetooth speaker',
      'rechargeable speaker',
      'party speaker',
    ],
    categories: ['Portable Speakers'],
  },
  { says: ['portable', 'battery', 'rechargeable'], means: ['portable', 'battery'] },
  { says: ['bluetooth', 'bt'], means: ['bluetooth'] },
  {
    says: ['line array', 'column', 'column speaker', 'column array', 'column pa', 'tower speaker'],
    categories: ['Column Speakers'],
    means: ['column', 'line array'],
  },
  {
    says: ['pa', 'pa system', 'public address', 'sound system', 'pa set'],
    categories: ['Active Speakers', 'Column Speakers', 'Portable Speakers', 'Passive Speakers'],
  },
  {
    says: ['install speaker', 'ceiling speaker', 'wall speaker', 'installation speaker'],
    means: ['install', 'installation'],
  },
  // Amplifiers
  {
    says: ['amplifier', 'amp', 'power amp', 'power amplifier', 'poweramp'],
    categories: ['Amplifiers'],
    means: ['amplifier', 'amp'],
  },
  // Listening
  {
    says: ['headphone', 'headset', 'cans', 'studio headphone', 'dj headphone'],
    categories: ['Headphones & Earphones'],
    means: ['headphone'],
  },
  { says: ['earphone', 'earbud', 'earpiece'], means: ['earphone', 'in-ear'] },
  {
    says: ['iem', 'in ear', 'in ear monitor', 'ear monitor', 'in ear system', 'iem system'],
    categories: ['In Ear Monitors'],
    means: ['iem', 'in-ear'],
  },
  {
    says: ['studio monitor', 'monitor speaker', 'studio speaker', 'nearfield', 'near field'],
    categories: ['Studio Equipment'],
    means: ['studio monitor'],
  },
  { says: ['monitor', 'wedge', 'stage monitor', 'floor monitor'], means: ['monitor'] },
  // Studio
  {
    says: [
      'audio interface',
      'interface',
      'sound card',
      'soundcard',
      'usb interface',
      'recording interface',
    ],
    categories: ['Studio Equipment'],
    means: ['interface'],
  },
  { says: ['studio', 'recording', 'home studio'], means: ['studio', 'recording'] },
  { says: ['usb'], means: ['usb'] },
  // Accessories
  {
    says: ['di', 'di box', 'direct box', 'direct injection', 'd i'],
    categories: ['Accessories'],
    means: ['di', 'direct box', 'direct injection'],
  },
  {
    says: ['stand', 'tripod', 'boom', 'boom arm', 'mic stand', 'speaker stand', 'pole'],
    categories: ['Accessories'],
    means: ['stand', 'boom', 'arm'],
  },
  {
    says: ['cable', 'lead', 'cord', 'wire', 'patch cable', 'jack cable', 'instrument cable'],
    categories: ['Accessories'],
    means: ['cable'],
  },
  {
    says: ['mic cable', 'microphone cable', 'xlr cable', 'mic lead', 'xlr lead', 'balanced cable'],
    categories: ['Accessories'],
    means: ['microphone cable', 'xlr'],
  },
  {
    says: ['speaker cable', 'speakon cable', 'speaker lead'],
    categories: ['Accessories'],
    means: ['speaker cable', 'speakon'],
  },
  {
    says: ['connector', 'plug', 'jack', 'adapter', 'adaptor'],
    categories: ['Accessories'],
    means: ['connector', 'plug', 'jack'],
  },
  { says: ['speakon', 'speak on', 'nl4'], categories: ['Accessories'], means: ['speakon'] },
  { says: ['xlr', 'canon', 'cannon'], categories: ['Accessories'], means: ['xlr'] },
  { says: ['mount', 'clip', 'shock mount', 'mic clip', 'mic holder'], means: ['mount', 'clip'] },
  // Makers as shoppers write them
  { says: ['ev', 'electrovoice', 'electro voice'], means: ['electro-voice'] },
  { says: ['a&h', 'ah', 'allen heath', 'allen and heath', 'a and h'], means: ['allen & heath'] },
  { says: ['at', 'audio technica', 'audiotechnica'], means: ['audio-technica'] },
  { says: ['db tech', 'db technologies', 'dbtech'], means: ['db technologies'] },
  { says: ['ue', 'ultimate ear'], means: ['ultimate ears'] },
  { says: ['k&m', 'konig meyer', 'km'], means: ['k&m'] },
  { says: ['ld', 'ld system'], means: ['ld systems'] },
  { says: ['beyer', 'beyer dynamic'], means: ['beyerdynamic'] },
];
