import { z } from '../zod';

/** A price in rupees with at most two decimals. */
export const RupeesSchema = z
  .number({ message: 'Enter a price' })
  .nonnegative({ message: 'A price cannot be negative' })
  .max(100_000_000, { message: 'That price is too large' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'Use at most two decimals',
  });
