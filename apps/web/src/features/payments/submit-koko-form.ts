import type { KokoPaymentResponse } from '@avstore/core';

type FormField = KokoPaymentResponse['formFields'][number];

/**
 * Posts KOKO's signed fields to its payment page the way a plain HTML form would (docs/product.md §7):
 * a hidden form, one hidden input per field, appended to the body and submitted.
 */
export function submitKokoForm(actionUrl: string, fields: readonly FormField[]): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = actionUrl;
  form.hidden = true;
  for (const field of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  return form;
}
