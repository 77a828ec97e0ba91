import { useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGES,
  ContactRequestSchema,
  type ContactRequest,
  type PublicConfig,
} from '@avstore/core';
import { TextField } from '../../../components/form-fields';
import { usePagesT, usePagesText } from '../../../i18n/pages';
import { getErrorMessage } from '../../../lib/api-client';
import { sendMessage } from '../api/send-message';

type Fields = ContactRequest;
const EMPTY: Fields = { name: '', email: '', message: '' };

/** The message form (docs/product.md §2 Contact, §4, §5, §8). */
export function ContactForm({ config }: { config: PublicConfig | undefined }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const sending = state === 'sending';
  const t = usePagesT();
  const known = usePagesText();
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactRequestSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Partial<Fields> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setState('sending');
    try {
      await sendMessage(parsed.data, config);
      setState('sent');
      setFields(EMPTY);
      window.alert(t('contact.thanks', { name: parsed.data.name }));
    } catch (failure) {
      setState('failed');
      window.alert(known(getErrorMessage(failure, CONTACT_MESSAGES.failure)));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {state === 'sent' ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 ring-1 ring-emerald-200"
        >
          {t('contact.success')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          {t('contact.failure')}
        </p>
      ) : null}
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        value={fields.name}
        onChange={(e) => set('name')(e.target.value)}
        error={known(errors.name)}
        disabled={sending}
      />
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => set('email')(e.target.value)}
        error={known(errors.email)}
        disabled={sending}
      />
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-medium text-slate-800">
          {t('contact.message')}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          value={fields.message}
          onChange={(e) => set('message')(e.target.value)}
          disabled={sending}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100"
        />
        {errors.message ? (
          <p id="contact-message-error" className="mt-1 text-sm text-red-700">
            {known(errors.message)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-wait disabled:opacity-70"
      >
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
