import { formatCentsIn, currentPriceCents, pricesInCents } from '@avstore/core';
import { ProductPicture } from '../../../components/product-picture';
import { useCommonT } from '../../../i18n/common';
import { useLanguage } from '../../../i18n/language';
import type { SuggestionOption } from '../suggestion-options';

const GROUPS = [
  { kind: 'product', label: 'products' },
  { kind: 'category', label: 'categories' },
  { kind: 'brand', label: 'brands' },
  { kind: 'search', label: 'searchGroup' },
] as const;

/**
 * The header search's suggestions (the combobox's listbox): grouped by kind, each option
 * reachable by the arrow keys through the box's aria-activedescendant, or by pointer.
 */
export function SearchSuggestionList({
  id,
  options,
  active,
  optionId,
  didYouMean,
  onChoose,
}: {
  id: string;
  options: readonly SuggestionOption[];
  active: number;
  optionId: (index: number) => string;
  didYouMean: string | undefined;
  onChoose: (option: SuggestionOption) => void;
}) {
  const t = useCommonT();
  return (
    <div className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg bg-white py-1 text-slate-800 shadow-xl ring-1 ring-black/10">
      {didYouMean ? (
        <p className="px-3 py-2 text-sm text-slate-600">
          {t.rich('showingFor', { term: <strong>{didYouMean}</strong> })}
        </p>
      ) : null}
      <ul id={id} role="listbox" aria-label={t('suggestions')}>
        {GROUPS.map((group) => {
          const members = options
            .map((option, index) => ({ option, index }))
            .filter(({ option }) => option.kind === group.kind);
          if (members.length === 0) return null;
          return (
            <li key={group.kind} role="presentation">
              <ul role="group" aria-label={t(group.label)}>
                {group.kind !== 'search' ? (
                  <li
                    role="presentation"
                    className="px-3 pt-2 text-xs font-semibold uppercase text-slate-500"
                  >
                    {t(group.label)}
                  </li>
                ) : null}
                {members.map(({ option, index }) => (
                  <li
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    // The box keeps the focus: choosing must not blur it first.
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => onChoose(option)}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${index === active ? 'bg-brand-50 ring-1 ring-inset ring-brand-500' : 'hover:bg-slate-50'}`}
                  >
                    <OptionContent option={option} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  const language = useLanguage();
  if (option.kind !== 'product') return <span>{option.label}</span>;
  const { product } = option;
  return (
    <>
      {/* A box of its own: the picture's sources would otherwise take the row's gaps. */}
      <span className="h-10 w-10 shrink-0 overflow-hidden rounded">
        <ProductPicture
          picture={product.pictures[0] ?? product.images[0]}
          alt=""
          sizes="40px"
          width={40}
          height={40}
          className="h-10 w-10"
        />
      </span>
      <span className="min-w-0 flex-1 truncate">{product.name}</span>
      <span className="shrink-0 font-semibold">
        {formatCentsIn(language, currentPriceCents(pricesInCents(product)))}
      </span>
    </>
  );
}
