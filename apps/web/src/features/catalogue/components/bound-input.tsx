/** One end of a range the Shop filters by (a price, a specification): a number, labelled for screen readers. */
export function BoundInput({
  label,
  onChange,
  inputMode = 'numeric',
  ...input
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <label className="min-w-0 flex-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode={inputMode}
        min={0}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        {...input}
      />
    </label>
  );
}
