import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** A screen whose capability is not delivered yet says so plainly. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <Link to="/shop" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Browse the shop
      </Link>
    </main>
  );
}
