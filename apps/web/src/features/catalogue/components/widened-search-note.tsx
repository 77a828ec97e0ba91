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
  if (!showingFor) return null;
  return (
    <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-slate-800 ring-1 ring-brand-100">
      {didYouMean ? (
        <>
          Did you mean{' '}
          <button
            type="button"
            onClick={() => onSearch(didYouMean)}
            className="font-semibold text-brand-700 underline"
          >
            {didYouMean}
          </button>
          ?{' '}
        </>
      ) : null}
      No product name contains &lsquo;{query.trim()}&rsquo;. Showing results for &lsquo;
      {showingFor}&rsquo; in categories, makers, descriptions and specifications.
    </p>
  );
}
