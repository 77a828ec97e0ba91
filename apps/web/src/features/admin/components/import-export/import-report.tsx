import type { ImportAction, ImportCounts, ImportRow, ProductImportResult } from '@avstore/core';
import type { BadgeTone } from '@avstore/core';
import { Pill } from '../../../../components/badge';
import { card, DataTable } from '../ui';

/** Rows listed at once: a file of thousands shows its first ones and says how many more. */
export const ROWS_SHOWN = 200;

const ACTIONS: Record<ImportAction, { label: string; tone: BadgeTone; plural: string }> = {
  create: { label: 'New', tone: 'green', plural: 'New products' },
  update: { label: 'Update', tone: 'blue', plural: 'Updated' },
  unchanged: { label: 'Unchanged', tone: 'grey', plural: 'Unchanged' },
  error: { label: 'Error', tone: 'red', plural: 'Rows in error' },
};

function Counts({ counts }: { counts: ImportCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {(Object.keys(ACTIONS) as ImportAction[]).map((action) => (
        <div key={action} className={`${card} p-4`}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            {ACTIONS[action].plural}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{counts[action].toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

function What({ row }: { row: ImportRow }) {
  if (row.errors.length)
    return (
      <ul className="list-disc space-y-1 pl-4 text-red-800">
        {row.errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </ul>
    );
  return (
    <ul className="space-y-1">
      {row.changes.map((change) => (
        // A description, or specification labels one a line, keep their lines.
        <li key={change.column} className="whitespace-pre-line">
          <span className="font-semibold">{change.label}:</span>{' '}
          {row.action === 'create' ? (
            change.after
          ) : (
            <>
              <del className="text-slate-500">{change.before}</del> →{' '}
              <ins className="no-underline">{change.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const ORDER: Record<ImportAction, number> = { error: 0, create: 1, update: 2, unchanged: 3 };

/** A dry run's or a real run's answer: how many of each, then the rows that do something. */
export function ImportReport({ result }: { result: ProductImportResult }) {
  const listed = result.rows
    .filter((row) => row.action !== 'unchanged')
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row);
  const shown = listed.slice(0, ROWS_SHOWN);
  return (
    <div className="space-y-4">
      <Counts counts={result.counts} />
      {listed.length > 0 ? (
        <>
          {/* A phone gets a card per row, every word in view; a wider screen gets the table. */}
          <ol aria-label="Changes and errors by row" className="space-y-3 md:hidden">
            {shown.map((row) => (
              <li key={row.row} className={`${card} space-y-2 p-4 text-sm`}>
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-slate-600">Row {row.row}</span>
                  <Pill tone={ACTIONS[row.action].tone}>{ACTIONS[row.action].label}</Pill>
                </p>
                <p className="break-words font-semibold">{row.product || '—'}</p>
                <What row={row} />
              </li>
            ))}
          </ol>
          <div className="hidden md:block">
            <DataTable
              label="Changes and errors by row"
              head={['Row', 'Product', 'Action', 'Changes or errors']}
            >
              {shown.map((row) => (
                <tr key={row.row} className="align-top">
                  <td className="px-4 py-3 tabular-nums">{row.row}</td>
                  <td className="max-w-56 break-words px-4 py-3 font-semibold">
                    {row.product || '—'}
                  </td>
                  <td className="px-4 py-3">
                    <Pill tone={ACTIONS[row.action].tone}>{ACTIONS[row.action].label}</Pill>
                  </td>
                  <td className="px-4 py-3">
                    <What row={row} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      ) : null}
      {listed.length > shown.length ? (
        <p className="text-sm text-slate-600">
          And {(listed.length - shown.length).toLocaleString('en-US')} more rows, not listed here.
        </p>
      ) : null}
    </div>
  );
}
