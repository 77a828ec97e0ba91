import type { Language } from '../i18n/languages';
import { SRI_LANKA, type District, type Province } from './districts';

/**
 * Sri Lanka, its 9 provinces and its 25 districts as Sinhala and Tamil write them (issue #30):
 * what an order's mails and documents name on a Sinhala or Tamil order. The checkout shows the same
 * names from its catalogues (apps/web/src/i18n/locales/{si,ta}/checkout.json); a test holds the two
 * the same. Plain data, no zod, as districts.ts.
 */
export interface PlaceName {
  si: string;
  ta: string;
}

export const SRI_LANKA_NAMES: PlaceName = { si: 'ශ්‍රී ලංකාව', ta: 'இலங்கை' };

export const PROVINCE_NAMES: Record<Province, PlaceName> = {
  Western: { si: 'බස්නාහිර', ta: 'மேல்' },
  Central: { si: 'මධ්‍යම', ta: 'மத்திய' },
  Southern: { si: 'දකුණු', ta: 'தென்' },
  Northern: { si: 'උතුරු', ta: 'வட' },
  Eastern: { si: 'නැගෙනහිර', ta: 'கிழக்கு' },
  'North Western': { si: 'වයඹ', ta: 'வடமேல்' },
  'North Central': { si: 'උතුරු මැද', ta: 'வடமத்திய' },
  Uva: { si: 'ඌව', ta: 'ஊவா' },
  Sabaragamuwa: { si: 'සබරගමුව', ta: 'சப்ரகமுவ' },
};

export const DISTRICT_NAMES: Record<District, PlaceName> = {
  Colombo: { si: 'කොළඹ', ta: 'கொழும்பு' },
  Gampaha: { si: 'ගම්පහ', ta: 'கம்பஹா' },
  Kalutara: { si: 'කළුතර', ta: 'களுத்துறை' },
  Kandy: { si: 'මහනුවර', ta: 'கண்டி' },
  Matale: { si: 'මාතලේ', ta: 'மாத்தளை' },
  'Nuwara Eliya': { si: 'නුවරඑළිය', ta: 'நுவரெலியா' },
  Galle: { si: 'ගාල්ල', ta: 'காலி' },
  Matara: { si: 'මාතර', ta: 'மாத்தறை' },
  Hambantota: { si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  Jaffna: { si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  Kilinochchi: { si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி' },
  Mannar: { si: 'මන්නාරම', ta: 'மன்னார்' },
  Vavuniya: { si: 'වවුනියාව', ta: 'வவுனியா' },
  Mullaitivu: { si: 'මුලතිව්', ta: 'முல்லைத்தீவு' },
  Batticaloa: { si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  Ampara: { si: 'අම්පාර', ta: 'அம்பாறை' },
  Trincomalee: { si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  Kurunegala: { si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  Puttalam: { si: 'පුත්තලම', ta: 'புத்தளம்' },
  Anuradhapura: { si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்' },
  Polonnaruwa: { si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  Badulla: { si: 'බදුල්ල', ta: 'பதுளை' },
  Monaragala: { si: 'මොණරාගල', ta: 'மொனராகலை' },
  Ratnapura: { si: 'රත්නපුර', ta: 'இரத்தினபுரி' },
  Kegalle: { si: 'කෑගල්ල', ta: 'கேகாலை' },
};

function nameIn(names: Record<string, PlaceName>, language: Language, english: string): string {
  if (language === 'en' || !Object.hasOwn(names, english)) return english;
  return names[english]![language];
}

/** A district in `language`: 'Kandy' is 'මහනුවර', 'கண்டி'; a name not of the 25 stays as it is. */
export const districtIn = (language: Language, district: string): string =>
  nameIn(DISTRICT_NAMES, language, district);

/** A province in `language`: 'Central' is 'මධ්‍යම', 'மத்திய'; any other name as it is. */
export const provinceIn = (language: Language, province: string): string =>
  nameIn(PROVINCE_NAMES, language, province);

/** Sri Lanka in `language`; other countries keep their English names, as the checkout lists them. */
export const countryIn = (language: Language, country: string): string =>
  nameIn({ [SRI_LANKA]: SRI_LANKA_NAMES }, language, country);
