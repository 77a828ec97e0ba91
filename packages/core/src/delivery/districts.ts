/**
 * Sri Lanka's 9 provinces and their 25 districts, in the provinces' official order: what the
 * checkout's district list groups (an optgroup per province), what the shop prices delivery by,
 * and what an order to Sri Lanka names. Plain data, no zod, so the checkout page shows it without
 * loading the validation library.
 */
/** The country whose addresses have a district, and whose deliveries the shop prices. */
export const SRI_LANKA = 'Sri Lanka';

export const PROVINCES = [
  { name: 'Western', districts: ['Colombo', 'Gampaha', 'Kalutara'] },
  { name: 'Central', districts: ['Kandy', 'Matale', 'Nuwara Eliya'] },
  { name: 'Southern', districts: ['Galle', 'Matara', 'Hambantota'] },
  {
    name: 'Northern',
    districts: ['Jaffna', 'Kilinochchi', 'Mannar', 'Vavuniya', 'Mullaitivu'],
  },
  { name: 'Eastern', districts: ['Batticaloa', 'Ampara', 'Trincomalee'] },
  { name: 'North Western', districts: ['Kurunegala', 'Puttalam'] },
  { name: 'North Central', districts: ['Anuradhapura', 'Polonnaruwa'] },
  { name: 'Uva', districts: ['Badulla', 'Monaragala'] },
  { name: 'Sabaragamuwa', districts: ['Ratnapura', 'Kegalle'] },
] as const;

export type Province = (typeof PROVINCES)[number]['name'];
export type District = (typeof PROVINCES)[number]['districts'][number];

/** The 25 districts, province by province. */
export const DISTRICTS: readonly District[] = PROVINCES.flatMap((p) => p.districts);

/** Whether `value` is one of the 25 districts, spelt as DISTRICTS spells it. */
export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && (DISTRICTS as readonly string[]).includes(value);
}

/** The province a district lies in. */
export function provinceOf(district: District): Province {
  return PROVINCES.find((p) => (p.districts as readonly string[]).includes(district))!.name;
}
