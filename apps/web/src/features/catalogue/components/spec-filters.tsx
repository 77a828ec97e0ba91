import { useId, useState, type FormEvent } from 'react';
import type { SpecFacet } from '@avstore/core';
import { useFollowed } from '../use-followed';
import { figure, useCatalogueT, useSpecWords } from '../../../i18n/catalogue';
import { BoundInput } from './bound-input';

type NumberFacet = Extract<SpecFacet, { kind: 'number' }>;
type ChoiceFacet = Extract<SpecFacet, { kind: 'choice' }>;

/** The values chosen for one specification, as the address holds them (after 'key:'). */
export function chosenValues(specs: readonly string[], key: string): string[] {
  return specs.filter((s) => s.startsWith(`${key}:`)).map((s) => s.slice(key.length + 1));
}

/**
 * The filters by typed specification of the category on screen (issue #25): a range for each
 * number, with the matches' lowest and highest; ticks for each choice, with their counts. Only
 * what some match states is offered. Labels, options and units are in the page's language
 * (i18n/specs.ts says which units stay symbols); the address keeps the English options.
 */
export function SpecFilters({
  facets,
  specs,
  onChange,
}: {
  facets: readonly SpecFacet[];
  specs: readonly string[];
  onChange: (key: string, values: string[]) => void;
}) {
  const offered = facets.filter((f) =>
    f.kind === 'number' ? f.range !== null : f.options.length > 0,
  );
  const t = useCatalogueT();
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="spec-filters-heading" className="space-y-4">
      <h2 id="spec-filters-heading" className="text-sm font-semibold">
        {t('specifications')}
      </h2>
      {offered.map((facet) =>
        facet.kind === 'number' ? (
          <RangeFilter
            key={`${facet.key}-${chosenValues(specs, facet.key).join()}`}
            facet={facet}
            chosen={chosenValues(specs, facet.key)[0]}
            onApply={(value) => onChange(facet.key, value ? [value] : [])}
          />
        ) : (
          <ChoiceFilter
            key={facet.key}
            facet={facet}
            chosen={chosenValues(specs, facet.key)}
            onChange={(values) => onChange(facet.key, values)}
          />
        ),
      )}
    </section>
  );
}

function ChoiceFilter({
  facet,
  chosen,
  onChange,
}: {
  facet: ChoiceFacet;
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const [ticked, setTicked] = useFollowed(chosen);
  const words = useSpecWords();
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...ticked, option] : ticked.filter((o) => o !== option);
    setTicked(next);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium">{words(facet.label)}</legend>
      <ul className="mt-1.5 space-y-1">
        {facet.options.map(({ option, count }) => (
          <li key={option}>
            <label className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={ticked.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              <span>{words(option)}</span>
              <span className="text-slate-500">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function RangeFilter({
  facet,
  chosen,
  onApply,
}: {
  facet: NumberFacet;
  chosen: string | undefined;
  onApply: (value: string | null) => void;
}) {
  const [from, to] = (chosen ?? '').includes('-') ? chosen!.split('-') : [chosen, chosen];
  const [low, setLow] = useState(from ?? '');
  const [high, setHigh] = useState(to ?? '');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const t = useCatalogueT();
  const words = useSpecWords();
  const label = words(facet.label);
  /** A bound of a range with its unit: '400 W', 'අඟල් 12'. */
  const bound = (n: number) => words.amount(figure(n), facet.unit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [min, max] = [low.trim(), high.trim()];
    if (min !== '' && max !== '' && Number(min) > Number(max)) return setError(t('boundsOrder'));
    setError(undefined);
    onApply(min === '' && max === '' ? null : min === max ? min : `${min}-${max}`);
  };
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const range = facet.range!;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-sm font-medium">
          {label}
          {facet.unit ? <span className="text-slate-500"> ({words(facet.unit)})</span> : null}
        </legend>
        <div className="mt-1.5 flex items-center gap-2">
          <BoundInput
            inputMode="decimal"
            label={t('lowestOf', { label })}
            value={low}
            onChange={setLow}
            {...invalid}
          />
          <span aria-hidden="true">–</span>
          <BoundInput
            inputMode="decimal"
            label={t('highestOf', { label })}
            value={high}
            onChange={setHigh}
          />
          <button
            type="submit"
            className="min-h-10 rounded-lg bg-ink px-3 text-sm font-semibold text-white"
            aria-label={t('applyOf', { label })}
          >
            {t('go')}
          </button>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          {t('specRange', { min: bound(range.min), max: bound(range.max) })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
