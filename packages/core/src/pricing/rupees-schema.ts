import { z } from '../zod';
import { formatRs } from '../format/format';
import { MAX_PRICE } from './money';

/** A price in rupees with at most two decimals. */
export const RupeesSchema = z
  .number({ message: 'Enter a price' })
  .nonnegative({ message: 'A price cannot be negative' })
  .max(MAX_PRICE, { message: `A price cannot be over ${formatRs(MAX_PRICE)}` })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'Use at most two decimals',
  });
