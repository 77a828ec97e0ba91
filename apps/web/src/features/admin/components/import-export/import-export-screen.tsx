import { useRef, useState } from 'react';
import type { ProductImportResult } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { downloadProductsCsv, useImportProducts } from '../../api/product-csv';
import { card, darkButton, PageHeader, plainButton } from '../ui';
import { ImportReport } from './import-report';

function ExportCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await downloadProductsCsv();
    } catch (e) {
      setError(getErrorMessage(e, 'We could not export the products.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="export-heading" className={`${card} space-y-3 p-5`}>
      <h2 id="export-heading" className="text-lg font-bold">
        Export
      </h2>
      <p className="text-sm text-slate-600">
        Every product, archived ones too, with its typed specifications: one row each, a column per
        field, and last its description and specification labels in Sinhala and Tamil. Open it in
        Excel or Google Sheets, change it, and import it below.
      </p>
      <button type="button" className={darkButton} onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing the file…' : 'Download CSV'}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** What the owner may do after a dry run, in words. */
function verdict(result: ProductImportResult): string {
  const { create, update, error } = result.counts;
  if (error > 0)
    return `${error === 1 ? 'One row has' : `${error} rows have`} errors. Nothing is imported while any row has one: fix them in the spreadsheet and choose the file again.`;
  if (create + update === 0) return 'Nothing to import: every row is as the shop has it.';
  return `Ready to import: ${create} new, ${update} updated. Nothing has changed yet.`;
}

function ImportCard() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<ProductImportResult>();
  const [done, setDone] = useState<string>();
  const importing = useImportProducts();

  const run = (chosen: File, dryRun: boolean) => {
    setDone(undefined);
    importing.mutate(
      { file: chosen, dryRun },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.applied)
            setDone(
              `Imported: ${answer.counts.create} new, ${answer.counts.update} updated. The Shop shows them now.`,
            );
        },
      },
    );
  };
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setResult(undefined);
    importing.reset();
    if (chosen) run(chosen, true);
  };
  const again = () => {
    if (input.current) input.current.value = '';
    choose(undefined);
    input.current?.focus();
  };

  const canApply =
    file &&
    result?.dryRun &&
    result.counts.error === 0 &&
    result.counts.create + result.counts.update > 0;
  return (
    <section aria-labelledby="import-heading" className={`${card} space-y-4 p-5`}>
      <h2 id="import-heading" className="text-lg font-bold">
        Import
      </h2>
      <p className="text-sm text-slate-600">
        A CSV with the export&apos;s columns (at most 10 MB and 20,000 rows). Each row is matched to
        a product by its SKU, or else by its name; a row no product matches is a new one. Only the
        columns in the file are changed: a file without the Sinhala and Tamil columns leaves those
        texts as they are, and an empty cell there shows the English. Specification labels go one on
        a line, ‘English label = translation’. You see what would change before anything does.
      </p>
      <div>
        <label htmlFor="import-file" className="mb-1 block text-sm font-semibold">
          CSV file
        </label>
        <input
          id="import-file"
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-200 file:px-4 file:py-2 file:font-semibold"
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={importing.isPending}
        />
      </div>
      <div aria-live="polite" className="space-y-4">
        {importing.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            {result ? 'Importing…' : 'Checking the file…'}
          </p>
        ) : null}
        {importing.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {getErrorMessage(importing.error, 'We could not read the file.')}
          </p>
        ) : null}
        {done ? (
          <p
            role="status"
            className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
          >
            {done}
          </p>
        ) : null}
        {result && !result.applied ? (
          <p
            role={result.counts.error > 0 ? 'alert' : 'status'}
            className={`text-sm font-semibold ${result.counts.error > 0 ? 'text-red-800' : 'text-slate-800'}`}
          >
            {result.dryRun ? verdict(result) : `Nothing was imported. ${verdict(result)}`}
          </p>
        ) : null}
      </div>
      {result ? <ImportReport result={result} /> : null}
      {result || importing.isError ? (
        <div className="flex flex-wrap gap-2">
          {canApply ? (
            <button
              type="button"
              className={darkButton}
              disabled={importing.isPending}
              onClick={() => run(file, false)}
            >
              Apply import
            </button>
          ) : null}
          <button
            type="button"
            className={plainButton}
            onClick={again}
            disabled={importing.isPending}
          >
            Choose another file
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The catalogue out as CSV and back in, with a dry run first (docs/decisions/020-product-csv.md). */
export function ImportExportScreen() {
  return (
    <>
      <PageHeader
        title="Import / export"
        description="Products and their typed specifications as a spreadsheet."
      />
      <div className="space-y-6">
        <ExportCard />
        <ImportCard />
      </div>
    </>
  );
}
