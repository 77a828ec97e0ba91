import { Link } from 'react-router';
import type { Banner } from '@avstore/core';
import { ProductPicture } from '../../../components/product-picture';
import { useHomeT } from '../../../i18n/home';

/** A banner without a picture takes one of these backgrounds, in turn. */
const TONES = [
  'from-slate-900 to-slate-700',
  'from-amber-700 to-amber-500',
  'from-sky-900 to-sky-700',
] as const;

/** A banner's slot: a third of the page from md, the page's width on a phone. */
const SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 33vw, calc(100vw - 32px)';

/** Home's banners, as the back office's Home content sets them (docs/product.md §2). */
export function Banners({ banners }: { banners: Banner[] }) {
  const t = useHomeT();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('highlights')} className="grid gap-4 md:grid-cols-3">
      {banners.map((banner, index) => (
        <Link
          key={`${index}-${banner.title}`}
          to={banner.link}
          className={`relative isolate overflow-hidden rounded-2xl bg-gradient-to-br ${TONES[index % TONES.length]} p-6 text-white shadow-sm hover:shadow-lg`}
        >
          {banner.picture ? (
            <>
              <ProductPicture
                picture={banner.picture}
                alt=""
                sizes={SIZES}
                width={400}
                height={240}
                className="absolute inset-0 -z-20 h-full w-full !object-cover"
              />
              <span className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 to-black/30" />
            </>
          ) : null}
          <h2 className="text-xl font-bold">{banner.title}</h2>
          {banner.text ? <p className="mt-2 text-white/90">{banner.text}</p> : null}
          <span className="mt-4 inline-block font-semibold underline">{banner.buttonText}</span>
        </Link>
      ))}
    </section>
  );
}
