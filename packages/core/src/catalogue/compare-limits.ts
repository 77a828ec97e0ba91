// Kept free of zod: the compare button on every card reads it.

/** The most products compared side by side (issue #25): four fit a laptop, and scroll on a phone. */
export const MAX_COMPARED = 4;
