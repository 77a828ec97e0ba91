import { useEffect, type RefObject } from 'react';

/**
 * Each time the form's messages are shown (`shownAt` changes), the first field at fault is
 * scrolled to the middle of the screen, clear of a sticky header, and focused, so a message
 * below the fold is never missed (docs/product.md §2 Checkout) and a screen reader reads it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, shownAt: number): void {
  useEffect(() => {
    if (shownAt === 0) return;
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, [form, shownAt]);
}
