import { CATEGORIES, CATEGORY_GROUPS } from '../catalogue/categories';
import { queryWords, tokens } from './query-words';

/** A place in the category bar a suggestion leads to: a group, or one category. */
export interface CategorySuggestion {
  /** As shown: the group's name or the category's. */
  label: string;
  /** The Shop's `category` filter value. */
  filter: string;
}

/** The most category suggestions shown at once. */
export const MOST_CATEGORY_SUGGESTIONS = 4;

/** A name any of whose words starts with each word typed ('dig mix' → 'Digital Mixers'). */
function startsWords(name: string, typed: readonly string[]): boolean {
  const words = tokens(name);
  return typed.length > 0 && typed.every((t) => words.some((w) => w.startsWith(t)));
}

/**
 * The categories the header's search suggests as the shopper types: those the trade's words name
 * ('mic' → the microphones) and those whose names start with what was typed; a whole group when
 * every one of its categories is meant.
 */
export function suggestedCategories(query: string): CategorySuggestion[] {
  const typed = tokens(query);
  // A word still being typed names the categories its start names (below), not all it may become.
  const meant = new Set<string>(queryWords(query).flatMap((w) => (w.prefix ? [] : w.categories)));
  for (const category of CATEGORIES) if (startsWords(category, typed)) meant.add(category);
  const found: CategorySuggestion[] = [];
  for (const group of CATEGORY_GROUPS) {
    const members = group.subcategories.map((s) => s.category);
    const whole = members.length > 0 && members.every((c) => meant.has(c));
    if (
      whole ||
      (members.length === 0 && (meant.has(group.name) || startsWords(group.name, typed)))
    ) {
      found.push({ label: group.name, filter: group.name });
      continue;
    }
    for (const category of members)
      if (meant.has(category)) found.push({ label: category, filter: category });
  }
  return found.slice(0, MOST_CATEGORY_SUGGESTIONS);
}
