import { useState, type FormEvent } from 'react';
import { REPORT_UNITS, resolvePeriod, type ReportUnit } from '@avstore/core';
import type { ReportParams } from '../../api/get-reports';
import { darkButton, inputClass } from '../ui';

const UNIT_WORDS: Record<ReportUnit, string> = { day: 'Day', week: 'Week', month: 'Month' };
const field = 'flex flex-col gap-1 text-sm font-semibold text-slate-700';

/** The period and grouping of the reports; checked with core's rule before it is asked for. */
export function PeriodForm({
  value,
  today,
  onChange,
}: {
  value: ReportParams;
  today: string;
  onChange: (params: ReportParams) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const period = resolvePeriod({ from: draft.from, to: draft.to }, today, draft.unit);
    if ('message' in period) return setError(period.message);
    setError(undefined);
    onChange({ ...draft, ...period });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Report period"
      noValidate
      className="flex flex-wrap items-end gap-3"
    >
      <label className={field}>
        From
        <input
          type="date"
          required
          value={draft.from}
          max={today}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          className={`${inputClass} min-h-11`}
        />
      </label>
      <label className={field}>
        To
        <input
          type="date"
          required
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          className={`${inputClass} min-h-11`}
        />
      </label>
      <label className={field}>
        By
        <select
          value={draft.unit}
          onChange={(e) => setDraft({ ...draft, unit: e.target.value as ReportUnit })}
          className={`${inputClass} min-h-11`}
        >
          {REPORT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {UNIT_WORDS[unit]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${darkButton} min-h-11`}>
        Show
      </button>
      {error ? (
        <p role="alert" className="basis-full text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
