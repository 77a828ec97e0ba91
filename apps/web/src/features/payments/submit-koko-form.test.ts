import { afterEach, expect, it, vi } from 'vitest';
import { submitKokoForm } from './submit-koko-form';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('posts one hidden input per field to the action address from a form in the body', () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  const form = submitKokoForm('https://koko.example/pay', [
    { name: '_orderId', value: 'abc' },
    { name: 'dataString', value: 'x=1&y=2' },
  ]);
  expect(submit).toHaveBeenCalledOnce();
  expect(submit.mock.contexts[0]).toBe(form);
  expect(form.parentElement).toBe(document.body);
  expect(form.method).toBe('post');
  expect(form.action).toBe('https://koko.example/pay');
  const inputs = [...form.querySelectorAll('input')];
  expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
    ['hidden', '_orderId', 'abc'],
    ['hidden', 'dataString', 'x=1&y=2'],
  ]);
  expect(form).not.toBeVisible();
});
