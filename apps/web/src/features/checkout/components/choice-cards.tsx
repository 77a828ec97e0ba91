import { useId } from 'react';

interface Choice<T extends string> {
  value: T;
  label: string;
  detail: string;
  /** Shown but not to be chosen now; its detail says why. */
  disabled?: boolean;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  choices: Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}

/** A radio group drawn as cards. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div className={`grid gap-3 ${choices.length === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className={`flex gap-3 rounded-xl p-4 ring-2 ${choice.disabled ? 'cursor-not-allowed bg-slate-50 text-slate-500 ring-slate-200' : value === choice.value ? 'cursor-pointer bg-brand-50 ring-brand-500' : 'cursor-pointer bg-white ring-slate-200 hover:ring-slate-300'}`}
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              aria-labelledby={`${id}-${choice.value}-label`}
              aria-describedby={`${id}-${choice.value}-detail`}
              className="mt-1 h-4 w-4 accent-amber-600"
            />
            <span>
              <span id={`${id}-${choice.value}-label`} className="block font-semibold">
                {choice.label}
              </span>
              <span id={`${id}-${choice.value}-detail`} className="block text-sm text-slate-600">
                {choice.detail}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
