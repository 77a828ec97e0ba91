/**
 * Home, the Shop and product pages arrive rendered, so a shopper on a slow phone taps Add to Cart
 * or types a search before React has taken the page over, and React drops what came before it
 * (issue #26). From the entry script on, taps on buttons and boxes and typing in fields are held,
 * and done again once the page is live. Links are left alone: before then the browser opens them
 * as it would without JavaScript.
 */
const HELD = 'button,[type=checkbox],[type=radio]';

type Field = HTMLInputElement | HTMLTextAreaElement;

export function holdEarlyInput(root: HTMLElement): () => void {
  const taps: HTMLElement[] = [];
  const typed = new Set<Field>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(HELD) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    taps.push(target);
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      typed.add(target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);

  return function replay() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    for (const field of typed) if (field.isConnected) retype(field);
    for (const tap of taps.splice(0)) if (tap.isConnected) tap.click();
  };
}

/**
 * Hands React the text typed before it took the field: React answers an input event only when
 * the value differs from the one it last saw, so the field is set empty through its own setter
 * (which React watches) and back to the text through the element's, then told it changed.
 */
function retype(field: Field) {
  const text = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
