import { text } from '../text';
import { z } from '../zod';

export const TAX_MESSAGES = {
  vatNumber:
    'Enter the VAT number as the Inland Revenue writes it: the 9-digit TIN, with its 4-digit VAT ' +
    'suffix when it has one (for example 123456789-7000).',
  vatRate: 'Enter the VAT rate as a percentage from 0 to 100, for example 18.',
  organisation: 'The organisation name must be at most 120 characters.',
} as const;

/**
 * A VAT registration number as the Inland Revenue writes it (decision 025): the Taxpayer
 * Identification Number of 9 digits, which the revised tax invoice prints, optionally with the
 * 4-digit suffix of its VAT registration (123456789-7000). Spaces are dropped and a 13-digit number
 * typed without its hyphen gets it; empty is null (not given).
 */
export const VatNumberSchema = text()
  .trim()
  .transform((n) => n.replace(/\s+/g, ''))
  .transform((n) => (n === '' ? null : n.replace(/^(\d{9})(\d{4})$/, '$1-$2')))
  .pipe(
    z
      .string()
      .regex(/^\d{9}(?:-\d{4})?$/, { message: TAX_MESSAGES.vatNumber })
      .nullable(),
  );

/** Sri Lanka's standard rate since 1 January 2024 (VAT (Amendment) Act, No. 16 of 2024). */
export const DEFAULT_VAT_RATE = 18;

/** The VAT rate as a percentage, to the hundredth (the documents keep it in basis points). */
export const VatRateSchema = z
  .number({ message: TAX_MESSAGES.vatRate })
  .min(0, { message: TAX_MESSAGES.vatRate })
  .max(100, { message: TAX_MESSAGES.vatRate })
  // To the hundredth: 18 or 12.5, never 18.123.
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, {
    message: TAX_MESSAGES.vatRate,
  });

/** 18 → 1800. */
export const rateBasisPoints = (percent: number) => Math.round(percent * 100);

/** The buyer an order is for when it is an organisation (the checkout's optional fields). */
export const OrganisationNameSchema = text()
  .trim()
  .max(120, { message: TAX_MESSAGES.organisation })
  .transform((n) => (n === '' ? null : n));
