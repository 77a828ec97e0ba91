import { Link } from 'react-router';

const BANNERS = [
  {
    title: 'Live sound',
    text: 'Active speakers, subwoofers and column arrays for any hall.',
    to: '/shop?category=Speakers',
    tone: 'from-slate-900 to-slate-700',
  },
  {
    title: 'Mixing desks',
    text: 'Analog and digital mixers from 4 channels up.',
    to: '/shop?category=Mixers',
    tone: 'from-amber-700 to-amber-500',
  },
  {
    title: 'Studio & recording',
    text: 'Interfaces, monitors and microphones for your studio.',
    to: '/shop?category=Studio%20Equipment',
    tone: 'from-sky-900 to-sky-700',
  },
] as const;

export function Banners() {
  return (
    <section aria-label="Highlights" className="grid gap-4 md:grid-cols-3">
      {BANNERS.map((banner) => (
        <Link
          key={banner.title}
          to={banner.to}
          className={`rounded-2xl bg-gradient-to-br ${banner.tone} p-6 text-white shadow-sm hover:shadow-lg`}
        >
          <h2 className="text-xl font-bold">{banner.title}</h2>
          <p className="mt-2 text-white/90">{banner.text}</p>
          <span className="mt-4 inline-block font-semibold underline">Browse</span>
        </Link>
      ))}
    </section>
  );
}
