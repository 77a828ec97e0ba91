/** The translation check's problems for the catalogues in `folder`, one line each. */
export function checkCatalogues(folder: string): string[];
export const ALLOWED_LATIN: Set<string>;
export const SOURCE: string;
export const TRANSLATIONS: string[];
