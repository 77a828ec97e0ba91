import { z } from '../zod';

/** Every error answer of the API (docs/product.md §7 "Answers"). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
