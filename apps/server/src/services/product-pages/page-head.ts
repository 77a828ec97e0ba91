import {
  breadcrumbsOf,
  currentPriceCents,
  pathInLanguage,
  pictureUrl,
  pricesInCents,
  productPath,
  variantWidth,
  type Language,
  type ProductDetails,
} from '@avstore/core';
import { escapeHtml, jsonLd } from '../rendered-pages/page-template';
import { languageLinks, type PageWords } from '../rendered-pages/page-words';

/** Link previews (WhatsApp, Facebook) want a picture about this wide, and small enough to fetch. */
const PREVIEW_WIDTH = 1280;
/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 155;

export interface ShopFacts {
  /** The shop's address on the internet, without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  shopName: string;
}

/**
 * The `<head>` of a product page (issue #16): its title, description and canonical address, the
 * Open Graph and Twitter tags a shared link previews with, and schema.org Product and
 * BreadcrumbList as JSON-LD for search engines (Google's Product rich results: name, image,
 * offers with price, currency and availability). In the page's language, with the same page in
 * the others as alternates (issue #30); the product's own words are the shop's.
 */
export function productHead(
  product: ProductDetails,
  shop: ShopFacts,
  language: Language,
  words: PageWords,
): string {
  const path = productPath(product.slug);
  const url = `${shop.publicUrl}${pathInLanguage(language, path)}`;
  const title = `${product.name} | ${shop.shopName}`;
  const price = (currentPriceCents(pricesInCents(product)) / 100).toFixed(2);
  const description = describe(product, price, words);
  const images = product.pictures.map((picture) => ({
    url: `${shop.publicUrl}${pictureUrl(picture.id, variantWidth(PREVIEW_WIDTH, picture.width ?? PREVIEW_WIDTH), 'jpg')}`,
    width: picture.width && Math.min(picture.width, PREVIEW_WIDTH),
    height:
      picture.width &&
      picture.height &&
      Math.round((picture.height * Math.min(picture.width, PREVIEW_WIDTH)) / picture.width),
    alt: picture.alt,
  }));
  const main = images[0];
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined || value === '' || value === 0
      ? ''
      : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    languageLinks(shop.publicUrl, path, language),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shop.shopName),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', main?.url),
    meta('property', 'og:image:width', main?.width),
    meta('property', 'og:image:height', main?.height),
    meta('property', 'og:image:alt', main?.alt),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', 'LKR'),
    meta('property', 'product:availability', product.stock > 0 ? 'in stock' : 'out of stock'),
    meta('name', 'twitter:card', main ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', product.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', main?.url),
    jsonLd(
      productData(
        product,
        url,
        price,
        description,
        images.map((i) => i.url),
      ),
    ),
    jsonLd(breadcrumbData(product, shop.publicUrl, url, language, words)),
  ];
  return tags.join('');
}

function describe(product: ProductDetails, price: string, words: PageWords): string {
  const grouped = Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 });
  const lead = words.productLead(product.name, grouped);
  const text = `${lead} ${product.description.replace(/\s+/g, ' ').trim()}`.trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), lead.length))}…`;
}

function productData(
  product: ProductDetails,
  url: string,
  price: string,
  description: string,
  images: string[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(images.length > 0 && { image: images }),
    description: product.description || description,
    ...(product.sku && { sku: product.sku, mpn: product.sku }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    category: product.category,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'LKR',
      price,
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function breadcrumbData(
  product: ProductDetails,
  publicUrl: string,
  url: string,
  language: Language,
  words: PageWords,
) {
  const steps = [
    ...breadcrumbsOf(product.category).map((step) => ({
      name: words.crumb(step.name),
      item: `${publicUrl}${pathInLanguage(language, step.path)}`,
    })),
    { name: product.name, item: url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.item,
    })),
  };
}
