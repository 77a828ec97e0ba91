import { useCatalogueT } from '../../../i18n/catalogue';

/**
 * Says what the Shop shows when no product name holds the query (issue #25): the products found
 * by its words in every field, or by it with its slips put right, offered as a search of its own.
 */
export function WidenedSearchNote({
  query,
  showingFor,
  didYouMean,
  onSearch,
}: {
  query: string;
  showingFor: string | undefined;
  didYouMean: string | undefined;
  onSearch: (text: string) => void;
}) {
  const t = useCatalogueT();
  if (!showingFor) return null;
  return (
    <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-slate-800 ring-1 ring-brand-100">
      {didYouMean ? (
        <>
          {t.rich('didYouMean', {
            suggestion: (
              <button
                type="button"
                onClick={() => onSearch(didYouMean)}
                className="font-semibold text-brand-700 underline"
              >
                {didYouMean}
              </button>
            ),
          })}{' '}
        </>
      ) : null}
      {t('widened', { query: query.trim(), showingFor })}
    </p>
  );
}
