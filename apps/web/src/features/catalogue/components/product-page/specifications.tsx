import type { SpecRow } from '@avstore/core';
import { useCatalogueT } from '../../../../i18n/catalogue';

/** The specifications table, in the order the shop keeps, with the SKU first when known. */
export function Specifications({ sku, specs }: { sku: string; specs: SpecRow[] }) {
  const t = useCatalogueT();
  if (!sku && specs.length === 0) return null;
  return (
    <section aria-labelledby="specifications" className="mt-10">
      <h2 id="specifications" className="text-xl font-bold">
        {t('specifications')}
      </h2>
      <table className="mt-4 w-full max-w-3xl border-collapse text-left text-sm">
        <tbody>
          {sku ? <SpecLine label={t('modelSku')} value={sku} /> : null}
          {specs.map((row, index) => (
            <SpecLine key={`${index}-${row.label}`} label={row.label} value={row.value} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SpecLine({ label, value }: SpecRow) {
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="w-2/5 py-2 pr-4 align-top font-medium text-slate-600">
        {label}
      </th>
      <td className="py-2 align-top text-slate-900">{value}</td>
    </tr>
  );
}
