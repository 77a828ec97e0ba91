import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <PageTitle title="Page not found" />
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">There is no page at this address.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Home
      </Link>
    </main>
  );
}
