import { toggleCompared, useCompared } from '../compare-store';
import { useCatalogueT } from '../../../i18n/catalogue';

/** Picks a product to compare, or puts it back (issue #25); pressed while picked. */
export function CompareButton({ id, name }: { id: string; name: string }) {
  const picked = useCompared().includes(id);
  const t = useCatalogueT();
  return (
    <button
      type="button"
      aria-pressed={picked}
      onClick={() => toggleCompared(id)}
      className={`min-h-11 rounded-lg px-3 text-sm font-semibold ring-1 ${picked ? 'bg-brand-50 text-brand-700 ring-brand-500' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
    >
      {t(picked ? 'comparing' : 'compare')} <span className="sr-only">{name}</span>
    </button>
  );
}
