import type { Category } from '../catalogue/categories';
import type { TradeWord } from './trade-words';

/**
 * The trade's words in Sinhala and Tamil (issue #30), and as Sinhala and Tamil shoppers write them
 * in Latin letters. Each stands for what its English does: the gear's categories, and the English
 * words looked for in the shop's (English) names and descriptions. Shoppers mostly say the English
 * word in their script ('ස්පීකර්', 'ஸ்பீக்கர்'), so those come first, with their common spellings,
 * then the words of the language itself ('විකාශක', 'ஒலிபெருக்கி'). A native reader should check
 * them (docs/product.md §18).
 */
const MIXERS: Category[] = ['Analog Mixers', 'Digital Mixers'];
const MICROPHONES: Category[] = ['Wired Microphones', 'Wireless Microphones', 'Podium Microphones'];
const SPEAKERS: Category[] = [
  'Active Speakers',
  'Passive Speakers',
  'Portable Speakers',
  'Column Speakers',
];
const SUBWOOFERS: Category[] = ['Active Subwoofers', 'Passive Subwoofers'];
const PA: Category[] = [
  'Active Speakers',
  'Column Speakers',
  'Portable Speakers',
  'Passive Speakers',
];

export const TRADE_WORDS_SINHALA_TAMIL: readonly TradeWord[] = [
  {
    says: [
      'ස්පීකර්',
      'ස්පීකරය',
      'ස්පීකර',
      'ශබ්ද විකාශක',
      'ශබ්ද විකාශකය',
      'විකාශක',
      'ஸ்பீக்கர்',
      'ஸ்பீக்கர்கள்',
      'ஸ்பீகர்',
      'ஒலிபெருக்கி',
      'ஒலிபெருக்கிகள்',
      'olipperukki',
      'oliperukki',
    ],
    categories: SPEAKERS,
    means: ['speaker', 'loudspeaker'],
  },
  {
    says: [
      'මයික්',
      'මයික්‍රෆෝන',
      'මයික්‍රෆෝනය',
      'මයික්‍රොෆෝනය',
      'මයික්‍රොෆෝන්',
      'මයිකය',
      'மைக்',
      'மைக்குகள்',
      'மைக்ரோஃபோன்',
      'மைக்ரோபோன்',
      'ஒலிவாங்கி',
      'ஒலிவாங்கிகள்',
      'olivangi',
      'olivaangi',
      'maik',
    ],
    categories: MICROPHONES,
    means: ['microphone', 'mic'],
  },
  {
    says: [
      'වයර්ලස් මයික්',
      'වයර්ලස් මයික්‍රෆෝන',
      'රැහැන් රහිත මයික්‍රෆෝනය',
      'රැහැන් රහිත මයික්',
      'வயர்லெஸ் மைக்',
      'கம்பியில்லா மைக்',
      'கம்பியில்லா ஒலிவாங்கி',
    ],
    categories: ['Wireless Microphones'],
  },
  {
    says: ['මික්සර්', 'මික්සරය', 'මික්සර', 'මිශ්‍රකය', 'மிக்சர்', 'மிக்ஸர்', 'ஒலி கலவை', 'கலவை'],
    categories: MIXERS,
    means: ['mixer', 'console'],
  },
  {
    says: [
      'ඇම්ප්',
      'ඇම්ප්ලිෆයර්',
      'ඇම්ප්ලිෆයරය',
      'ඇම්ප්ලිෆයර',
      'විස්තාරකය',
      'ஆம்ப்',
      'ஆம்ப்ளிஃபையர்',
      'ஆம்பிளிஃபையர்',
      'பெருக்கி',
      'perukki',
    ],
    categories: ['Amplifiers'],
    means: ['amplifier', 'amp'],
  },
  {
    says: ['සබ්වූෆර්', 'සබ්', 'බේස් ස්පීකර්', 'சப்வூஃபர்', 'சப்வூபர்', 'பேஸ் ஸ்பீக்கர்'],
    categories: SUBWOOFERS,
    means: ['subwoofer', 'sub'],
  },
  {
    says: ['හෙඩ්ෆෝන්', 'හෙඩ්සෙට්', 'ஹெட்ஃபோன்', 'ஹெட்போன்', 'ஹெட்செட்'],
    categories: ['Headphones & Earphones'],
    means: ['headphone'],
  },
  {
    says: ['සවුන්ඩ් සිස්ටම්', 'සවුන්ඩ්', 'ශබ්ද පද්ධතිය', 'சவுண்ட் சிஸ்டம்', 'ஒலி அமைப்பு'],
    categories: PA,
  },
  {
    says: ['කේබල්', 'කේබලය', 'වයර්', 'කම්බි', 'கேபிள்', 'வயர்', 'கம்பி'],
    categories: ['Accessories'],
    means: ['cable'],
  },
  {
    says: ['ස්ටෑන්ඩ්', 'ස්ටෑන්ඩය', 'ஸ்டாண்ட்', 'ஸ்டேண்ட்'],
    categories: ['Accessories'],
    means: ['stand', 'boom', 'arm'],
  },
  {
    says: ['ස්ටුඩියෝ', 'ස්ටූඩියෝ', 'ஸ்டுடியோ'],
    means: ['studio', 'recording'],
  },
];

/** Words that carry nothing on their own, as 'for' and 'the' in English: 'mixer eka' is 'mixer'. */
export const FILLERS_SINHALA_TAMIL = [
  'සඳහා',
  'සහ',
  'එක',
  'එකක්',
  'ඒ',
  'eka',
  'ekak',
  'ewa',
  'மற்றும்',
  'ஒரு',
  'oru',
] as const;
