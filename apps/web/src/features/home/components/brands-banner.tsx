import { BRANDS } from '../brands';
import { useHomeT } from '../../../i18n/home';

export function BrandsBanner() {
  const t = useHomeT();
  return (
    <section
      aria-labelledby="brands"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="brands" className="text-center text-lg font-semibold text-slate-700">
        {t('brands')}
      </h2>
      <ul className="mt-4 flex flex-wrap justify-center gap-x-8 gap-y-3">
        {BRANDS.map((brand) => (
          <li key={brand} className="text-lg font-bold tracking-tight text-slate-500">
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
