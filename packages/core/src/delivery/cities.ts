import { DISTRICTS, type District } from './districts';

/**
 * Towns offered as suggestions for a district's city field (a datalist): the district's main
 * towns, not a register. The field stays free text, so a village not listed is typed as it is.
 */
const CITIES: Record<District, readonly string[]> = {
  Colombo: [
    'Colombo',
    'Dehiwala-Mount Lavinia',
    'Moratuwa',
    'Sri Jayawardenepura Kotte',
    'Nugegoda',
    'Maharagama',
    'Battaramulla',
    'Kaduwela',
    'Kolonnawa',
    'Homagama',
    'Piliyandala',
    'Avissawella',
    'Padukka',
    'Hanwella',
  ],
  Gampaha: [
    'Gampaha',
    'Negombo',
    'Ja-Ela',
    'Wattala',
    'Kelaniya',
    'Kadawatha',
    'Kiribathgoda',
    'Ragama',
    'Katunayake',
    'Minuwangoda',
    'Veyangoda',
    'Nittambuwa',
    'Divulapitiya',
    'Mirigama',
  ],
  Kalutara: [
    'Kalutara',
    'Panadura',
    'Horana',
    'Beruwala',
    'Aluthgama',
    'Matugama',
    'Wadduwa',
    'Bandaragama',
    'Ingiriya',
  ],
  Kandy: [
    'Kandy',
    'Peradeniya',
    'Katugastota',
    'Gampola',
    'Nawalapitiya',
    'Kundasale',
    'Digana',
    'Akurana',
    'Pilimathalawa',
    'Wattegama',
  ],
  Matale: ['Matale', 'Dambulla', 'Galewela', 'Ukuwela', 'Rattota', 'Naula', 'Sigiriya'],
  'Nuwara Eliya': [
    'Nuwara Eliya',
    'Hatton',
    'Talawakele',
    'Nanu Oya',
    'Maskeliya',
    'Kotagala',
    'Walapane',
    'Ragala',
  ],
  Galle: [
    'Galle',
    'Hikkaduwa',
    'Ambalangoda',
    'Elpitiya',
    'Bentota',
    'Baddegama',
    'Karapitiya',
    'Unawatuna',
    'Koggala',
  ],
  Matara: [
    'Matara',
    'Weligama',
    'Akuressa',
    'Dikwella',
    'Hakmana',
    'Kamburupitiya',
    'Deniyaya',
    'Mirissa',
  ],
  Hambantota: [
    'Hambantota',
    'Tangalle',
    'Tissamaharama',
    'Ambalantota',
    'Beliatta',
    'Weeraketiya',
    'Sooriyawewa',
  ],
  Jaffna: [
    'Jaffna',
    'Nallur',
    'Chavakachcheri',
    'Point Pedro',
    'Kopay',
    'Chunnakam',
    'Manipay',
    'Karainagar',
    'Velvettithurai',
  ],
  Kilinochchi: ['Kilinochchi', 'Paranthan', 'Pallai', 'Poonakary'],
  Mannar: ['Mannar', 'Madhu', 'Pesalai', 'Murunkan', 'Talaimannar'],
  Vavuniya: ['Vavuniya', 'Cheddikulam', 'Nedunkeni', 'Omanthai'],
  Mullaitivu: ['Mullaitivu', 'Puthukudiyiruppu', 'Oddusuddan', 'Mankulam'],
  Batticaloa: [
    'Batticaloa',
    'Kattankudy',
    'Eravur',
    'Valaichchenai',
    'Kaluwanchikudy',
    'Chenkalady',
  ],
  Ampara: [
    'Ampara',
    'Kalmunai',
    'Akkaraipattu',
    'Sainthamaruthu',
    'Sammanthurai',
    'Pottuvil',
    'Dehiattakandiya',
    'Uhana',
  ],
  Trincomalee: ['Trincomalee', 'Kinniya', 'Kantale', 'Mutur', 'Nilaveli'],
  Kurunegala: [
    'Kurunegala',
    'Kuliyapitiya',
    'Pannala',
    'Narammala',
    'Polgahawela',
    'Mawathagama',
    'Wariyapola',
    'Nikaweratiya',
    'Alawwa',
    'Ibbagamuwa',
  ],
  Puttalam: [
    'Puttalam',
    'Chilaw',
    'Wennappuwa',
    'Marawila',
    'Nattandiya',
    'Dankotuwa',
    'Anamaduwa',
    'Kalpitiya',
  ],
  Anuradhapura: [
    'Anuradhapura',
    'Kekirawa',
    'Medawachchiya',
    'Eppawala',
    'Tambuttegama',
    'Mihintale',
    'Nochchiyagama',
    'Galenbindunuwewa',
  ],
  Polonnaruwa: [
    'Polonnaruwa',
    'Kaduruwela',
    'Hingurakgoda',
    'Medirigiriya',
    'Dimbulagala',
    'Minneriya',
  ],
  Badulla: [
    'Badulla',
    'Bandarawela',
    'Haputale',
    'Welimada',
    'Mahiyanganaya',
    'Ella',
    'Passara',
    'Hali-Ela',
  ],
  Monaragala: ['Monaragala', 'Wellawaya', 'Bibile', 'Buttala', 'Kataragama', 'Siyambalanduwa'],
  Ratnapura: [
    'Ratnapura',
    'Balangoda',
    'Embilipitiya',
    'Pelmadulla',
    'Eheliyagoda',
    'Kuruwita',
    'Kahawatta',
    'Rakwana',
  ],
  Kegalle: [
    'Kegalle',
    'Mawanella',
    'Warakapola',
    'Rambukkana',
    'Ruwanwella',
    'Yatiyantota',
    'Deraniyagala',
    'Dehiowita',
  ],
};

/** The towns suggested for a district's city field; none for anything else. */
export function citySuggestions(district: string): readonly string[] {
  return Object.hasOwn(CITIES, district) ? CITIES[district as District] : [];
}

/** A town's name as compared: letters only, lower case ('Ja-Ela', 'ja ela', 'Colombo 03' → 'jaela', 'colombo'). */
const townKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

let districtsByTown: Map<string, District> | undefined;

/**
 * The district of a town the store knows (a district's own name or one of its towns above),
 * compared case-insensitively and ignoring spaces, hyphens and numbers, so 'colombo',
 * 'Colombo 03' and 'JA ELA' are found; null for any other place. What the spec's order call,
 * which names a city and no district, is delivered to (docs/product.md §11 "Delivery charge").
 */
export function districtOfCity(city: string): District | null {
  districtsByTown ??= new Map(
    DISTRICTS.flatMap((district) =>
      [district, ...CITIES[district]].map((town) => [townKey(town), district] as const),
    ),
  );
  const key = townKey(city);
  return key === '' ? null : (districtsByTown.get(key) ?? null);
}
