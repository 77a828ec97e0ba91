import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100';

export interface Described {
  label: string;
  error?: string;
  hint?: string;
}

type FieldProps = Described & InputHTMLAttributes<HTMLInputElement>;

/**
 * Label, control, hint and error, with the control described by both (read out on focus);
 * `control` draws the input, select or textarea with the id and description it is given.
 */
export function Field({
  label,
  error,
  hint,
  control,
}: Described & { control: (props: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error read out by screen readers. */
export function TextField({ label, error, hint, ...input }: FieldProps) {
  return (
    <Field
      {...{ label, error, hint }}
      control={({ id, describedBy }) => (
        <input
          id={id}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    />
  );
}

/** What the show/hide toggle of a password field says, in the page's language. */
export interface PasswordToggleWords {
  show: string;
  hide: string;
  showLabel: string;
  hideLabel: string;
}

const ENGLISH_TOGGLE: PasswordToggleWords = {
  show: 'Show',
  hide: 'Hide',
  showLabel: 'Show password',
  hideLabel: 'Hide password',
};

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  toggle = ENGLISH_TOGGLE,
  ...input
}: Omit<FieldProps, 'type'> & { toggle?: PasswordToggleWords }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${inputClass} pr-24`}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={shown ? toggle.hideLabel : toggle.showLabel}
          aria-pressed={shown}
        >
          {shown ? toggle.hide : toggle.show}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
    >
      {message}
    </p>
  );
}

export const primaryButton =
  'w-full rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-wait disabled:opacity-70';
