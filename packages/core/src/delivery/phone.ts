/**
 * A Sri Lankan mobile number after its prefix: 7 and eight digits (077 123 4567 is 77 123 4567
 * after the trunk 0). Any second digit is taken, so a prefix an operator opens later works.
 */
const MOBILE = /^(?:\+94|0094|94|0)(7\d{8})$/;

/** The one form a Sri Lankan mobile number is kept in: +94 and nine digits, no spaces. */
export const SRI_LANKAN_MOBILE = /^\+947\d{8}$/;

/**
 * A Sri Lankan mobile number in its one stored form (+94771234567), or null when `input` is not
 * one. Takes the ways people write it: 077 123 4567, 0771234567, +94 77 123 4567, 94771234567,
 * 0094 77 123 4567, with spaces or dashes anywhere.
 */
export function sriLankanMobile(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '');
  const match = MOBILE.exec(digits);
  return match ? `+94${match[1]}` : null;
}

/**
 * A phone number as it is kept: a Sri Lankan mobile in its one form, anything else as typed
 * (trimmed), so a number abroad or a landline is left for the shop to read.
 */
export function normalisePhone(input: string): string {
  return sriLankanMobile(input) ?? input.trim();
}
