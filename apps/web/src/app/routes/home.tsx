import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { usePublicConfig } from '../../config/public-config';
import { useFeaturedProducts } from '../../features/catalogue/api/get-products';
import { CategoryChips } from '../../features/home/components/category-chips';
import { FeaturedCarousel } from '../../features/home/components/featured-carousel';
import { FeaturedDeals } from '../../features/home/components/featured-deals';
import { Banners } from '../../features/home/components/banners';
import { SpecialDeals } from '../../features/home/components/special-deals';
import { BrandsBanner } from '../../features/home/components/brands-banner';
import { ContactBlock } from '../../features/home/components/contact-block';
import { useHomeT } from '../../i18n/home';

export function Component() {
  const featured = useFeaturedProducts().data ?? [];
  const config = usePublicConfig();
  const t = useHomeT();
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-4 sm:py-8">
      <PageTitle />
      {/* A phone's first screen: the welcome, the categories with pictures and the deals with
          their prices, under the header's search. */}
      <section className="flex flex-col gap-4 sm:gap-6">
        <div>
          <h1 className="text-xl font-bold sm:text-4xl">
            {t('welcome', { shopName: config.data?.shopName ?? t('ourStore') })}
          </h1>
          <p className="mt-2 hidden max-w-2xl text-slate-600 sm:block">{t('lead')}</p>
        </div>
        <CategoryChips />
        <FeaturedDeals products={featured} />
        <Link
          to="/shop"
          className="rounded-lg bg-brand-500 px-6 py-3 text-center font-semibold text-ink hover:bg-brand-600 sm:self-start"
        >
          {t('shopNow')}
        </Link>
      </section>
      <FeaturedCarousel products={featured} />
      <Banners banners={config.data?.banners ?? []} />
      <SpecialDeals />
      <BrandsBanner />
      <ContactBlock config={config.data} />
    </main>
  );
}
