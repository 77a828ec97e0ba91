import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { usePublicConfig } from '../../config/public-config';
import { useFeaturedProducts } from '../../features/catalogue/api/get-products';
import { CategoryChips } from '../../features/home/components/category-chips';
import { FeaturedCarousel } from '../../features/home/components/featured-carousel';
import { Banners } from '../../features/home/components/banners';
import { SpecialDeals } from '../../features/home/components/special-deals';
import { BrandsBanner } from '../../features/home/components/brands-banner';
import { ContactBlock } from '../../features/home/components/contact-block';

export function Component() {
  const featured = useFeaturedProducts().data ?? [];
  const config = usePublicConfig();
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <PageTitle />
      <section className="flex flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">
            Welcome to {config.data?.shopName ?? 'our store'}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Professional speakers, mixers, microphones, amplifiers and studio gear, delivered across
            Sri Lanka.
          </p>
        </div>
        <CategoryChips />
        <div>
          <Link
            to="/shop"
            className="inline-block rounded-lg bg-brand-500 px-6 py-3 font-semibold text-ink hover:bg-brand-600"
          >
            Shop Now
          </Link>
        </div>
      </section>
      <FeaturedCarousel products={featured} />
      <Banners />
      <SpecialDeals />
      <BrandsBanner />
      <ContactBlock config={config.data} />
    </main>
  );
}
