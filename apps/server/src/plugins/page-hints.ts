import fs from 'node:fs';
import path from 'node:path';
import {
  FEATURED_SEARCH,
  featuredDeals,
  languageOfPath,
  pathWithoutLanguage,
  PICTURE_SIZES,
  pictureSrcSet,
  productFilter,
  shopSearchOf,
  shopSearchParams,
  type Language,
  type Product,
  type ProductPicture,
} from '@avstore/core';
import type { RenderedPageKind } from '../services/rendered-pages/page-template';

/** The slot of a rendered page's first picture: the product's own, Home's first deal, a card. */
const RENDERED_PICTURE_SIZES: Record<RenderedPageKind, string> = {
  product: PICTURE_SIZES.productPage,
  home: PICTURE_SIZES.homeDeal,
  shop: PICTURE_SIZES.shopCard,
};

/** One chunk of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  /** A stylesheet entry's fonts. */
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The app's messages a page loads beside every page's (apps/web/src/i18n/kept.ts), for the pages
 * the browser renders alone, by their route's module, as apps/web's router
 * loads them with their code (app/router.tsx): announced, a first visit to /si/checkout fetches
 * its words beside its code instead of after the entry has run.
 */
const ROUTE_MESSAGES: Record<string, readonly string[]> = {
  'src/app/routes/home.tsx': ['home'],
  'src/app/routes/shop.tsx': ['catalogue', 'specs'],
  'src/app/routes/product.tsx': ['catalogue'],
  'src/app/routes/compare.tsx': ['catalogue', 'pages', 'specs'],
  'src/app/routes/cart.tsx': ['cart'],
  'src/app/routes/about.tsx': ['pages'],
  'src/app/routes/contact.tsx': ['pages'],
  'src/app/routes/checkout.tsx': ['checkout', 'payments'],
  'src/app/routes/payment-test.tsx': ['payments'],
  'src/app/routes/payment-success.tsx': ['payments', 'orders'],
  'src/app/routes/payment-failed.tsx': ['payments'],
  'src/app/routes/payment-response.tsx': ['payments'],
  'src/app/routes/login.tsx': ['account'],
  'src/app/routes/signup.tsx': ['account'],
  'src/app/routes/profile.tsx': ['orders', 'account', 'checkout'],
  'src/app/routes/quotation-request.tsx': ['quotations'],
  'src/app/routes/account-quotations.tsx': ['quotations', 'checkout', 'payments'],
  'src/app/routes/reset-password.tsx': ['account'],
  'src/app/routes/reset-password-confirm.tsx': ['account'],
  'src/app/routes/confirm-email.tsx': ['account'],
};

/** A Sinhala or Tamil page's font: its rules, and its files to fetch at once. */
interface LanguageFont {
  css: string;
  files: string[];
}

/**
 * What a page will fetch right after the app's entry script, announced in its HTML so the browser
 * starts at once instead of after the entry has run: the page's own code chunks (the router loads
 * them lazily) and, on Home and Shop, the first product picture (the largest paint there). A hint
 * that no longer matches the app only costs one wasted request.
 */
export class PageHints {
  private readonly entryFiles: Set<string>;

  constructor(
    private readonly manifest: Manifest,
    /** The Sinhala and Tamil pages' fonts, read from the build (apps/web/src/i18n/fonts). */
    private readonly fonts: Partial<Record<Language, LanguageFont>> = {},
  ) {
    const entry =
      'index.html' in manifest
        ? 'index.html'
        : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    this.entryFiles = new Set(entry ? this.files(entry) : []);
  }

  static read(webRoot: string): PageHints | undefined {
    const file = path.join(webRoot, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) return undefined;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const fonts: Partial<Record<Language, LanguageFont>> = {};
    for (const language of ['si', 'ta'] as const) {
      const built = manifest[`src/i18n/fonts/${language}.css`];
      const css = built && fs.readFileSync(path.join(webRoot, built.file), 'utf8');
      // Inlined in a <style>: one that could close it is left out.
      if (!css || /<\/style/i.test(css)) continue;
      fonts[language] = {
        css,
        files: built.assets?.filter((asset) => asset.endsWith('.woff2')) ?? [],
      };
    }
    return new PageHints(manifest, fonts);
  }

  /** The <link> tags for a page, given the catalogue when it is in memory. */
  links(
    address: string,
    search: URLSearchParams,
    products: readonly Product[] | undefined,
  ): string {
    const language = languageOfPath(address);
    const pathname = pathWithoutLanguage(address);
    const module = routeModule(pathname);
    const tags = [this.codeLinks(module), this.languageLinks(language, ROUTE_MESSAGES[module])];
    const data = firstData(pathname, search);
    if (data)
      tags.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(data)}">`,
      );
    const first = products && firstPicture(pathname, search, products);
    if (first) tags.push(pictureLink(first.picture, first.sizes));
    return tags.join('');
  }

  /**
   * A server-rendered page's (a product's, Home, the Shop): the picture it shows largest first.
   * Its code is not announced: the page reads without it, and the entry fetches the code that
   * takes it over in one go (apps/web's main.tsx). Announced, twenty files of it shared a slow
   * phone's first bandwidth with the picture and held it back (issue #30).
   */
  renderedLinks(kind: RenderedPageKind, picture: ProductPicture | undefined): string {
    return picture ? pictureLink(picture, RENDERED_PICTURE_SIZES[kind]) : '';
  }

  /**
   * A Sinhala or Tamil page's font, first thing in its head: the rules inlined and both weights
   * fetched at once, so that they are there, or nearly, when the page is first laid out (a
   * screen without a font for the script lays it out in boxes, and moves when it comes).
   */
  fontHead(language: Language): string {
    const font = language === 'en' ? undefined : this.fonts[language];
    if (!font) return '';
    const files = font.files.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
    );
    return files.join('') + `<style>${font.css}</style>`;
  }

  /**
   * The messages a page in Sinhala or Tamil needs before it renders, every page's and
   * `namespace`'s, with the code that loads them. An English page needs none.
   */
  languageLinks(language: Language, namespaces: readonly string[] = []): string {
    if (language === 'en') return '';
    const messages = ['common', 'categories', ...namespaces].map(
      (name) => `src/i18n/locales/${language}/${name}.json`,
    );
    return this.codeLinks('src/i18n/catalogues.ts', ...messages);
  }

  /** Module preloads of the modules' chunks that the entry does not load already. */
  private codeLinks(...modules: string[]): string {
    const files = new Set(modules.flatMap((module) => this.files(module)));
    return [...files]
      .filter((f) => !this.entryFiles.has(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
      .join('');
  }

  /** A chunk's file and those of everything it imports, without repeats. */
  private files(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => this.files(k, seen))];
  }
}

/**
 * A page's module by the web app's naming of its routes: / is home, /payment/success is
 * payment-success, /resetPassword is reset-password.
 */
function routeModule(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  const name = (trimmed || 'home')
    .replaceAll('/', '-')
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return `src/app/routes/${name}.tsx`;
}

/**
 * The API answer the page asks for first: Home's featured products, the Shop's first page of the
 * search in its address (built by core, as the page builds it, so the URLs are the same).
 */
function firstData(pathname: string, search: URLSearchParams): string | undefined {
  if (pathname === '/' || pathname === '/home') return `/api/products/search?${FEATURED_SEARCH}`;
  if (pathname !== '/shop') return undefined;
  const query = shopSearchParams(shopSearchOf(search)).toString();
  return `/api/products/search${query ? `?${query}` : ''}`;
}

/**
 * The AVIF the page's <picture> picks, from the same srcset and sizes; a browser without AVIF
 * skips the hint (its type) rather than fetch a file the page will not use.
 */
function pictureLink(picture: ProductPicture, sizes: string): string {
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeAttribute(
    pictureSrcSet(picture, 'avif'),
  )}" imagesizes="${escapeAttribute(sizes)}" fetchpriority="high">`;
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** Shop parameters whose first card the full list, by name, cannot tell. */
const ORDERED_ELSEWHERE = ['q', 'brand', 'minPrice', 'maxPrice', 'inStock', 'sort'];

/** The picture the page shows largest first, and its slot: Home's first deal, Shop's first card. */
function firstPicture(
  pathname: string,
  search: URLSearchParams,
  products: readonly Product[],
): { picture: ProductPicture; sizes: string } | undefined {
  const shown = (product: Product | undefined, sizes: string) =>
    product?.pictures[0] && { picture: product.pictures[0], sizes };
  if (pathname === '/' || pathname === '/home')
    return shown(featuredDeals(products.filter((p) => p.featured))[0], PICTURE_SIZES.homeDeal);
  if (pathname !== '/shop') return undefined;
  // Only the plain list, by name, is the catalogue's order; any other the search decides.
  if (ORDERED_ELSEWHERE.some((key) => search.has(key))) return undefined;
  const filter = { category: search.get('category') || null };
  return shown(products.find(productFilter(filter)), PICTURE_SIZES.shopCard);
}
