import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import { ErrorLevel, SitemapIndexStream, SitemapStream } from 'sitemap';
import {
  categoriesOf,
  LANGUAGES,
  pathInLanguage,
  productPath,
  SHOP_CATEGORY_PAGES,
  shopPagePath,
} from '@avstore/core';
import { transaction, type Db, type Tx } from '../../db/database';
import { products } from '../../db/schema';

/** The most URLs one sitemap file may list (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_URLS = 50_000;
/** The shop's own pages a search engine should know, besides its category pages and products'. */
export const MAIN_PAGES = ['/', '/shop', '/about', '/contact'] as const;

/** Rows read per query, and URLs written between two turns of the event loop (a few ms each). */
const ROWS_PER_READ = 2000;
const URLS_PER_TURN = 200;
/** Only the sitemap's own namespace: no image, video, news or xhtml elements are written. */
const XMLNS = { news: false, video: false, image: false, xhtml: false };

/** One file as sent: the XML, both encodings and an ETag, made once per build. */
export interface SitemapFile {
  xml: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

interface Page {
  path: string;
  lastmod?: string;
}

interface Built {
  /** The catalogue's generation it was built at. */
  generation: number;
  /** What the products' slugs and dates were: a stock change alone leaves it as it is. */
  mark: string;
  /** By file name: sitemap.xml, and sitemap-1.xml, sitemap-2.xml, … past `urlsPerFile`. */
  files: Map<string, SitemapFile>;
}

/**
 * The sitemap (docs/product.md, product pages): the main pages, the Shop's category pages that
 * show something (issue #26) and every product page on sale, with its `lastmod`, each in English,
 * Sinhala and Tamil (issue #30), kept built in memory. It is looked at again only after the catalogue built
 * its list again (an edit, or stock), and built again only when a product's slug or date changed
 * or a product came or went (one aggregate row tells): a crawler never makes the store read
 * 50,000 rows per request.
 */
export class Sitemaps {
  private built?: Built;
  private building?: Promise<Built>;

  constructor(
    private readonly db: Db,
    /** The catalogue, whose generation (a count of its builds) says when to look again. */
    private readonly catalogue: { readonly generation: number },
    /** The shop's public address, without a trailing slash. */
    private readonly publicUrl: string,
    private readonly urlsPerFile = SITEMAP_URLS,
  ) {}

  /** The file of that name (`sitemap.xml`, `sitemap-2.xml`), or undefined when there is none. */
  async file(name: string): Promise<SitemapFile | undefined> {
    const built =
      this.built?.generation === this.catalogue.generation ? this.built : await this.rebuild();
    return built.files.get(name);
  }

  private rebuild(): Promise<Built> {
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  private async build(): Promise<Built> {
    const generation = this.catalogue.generation;
    const { mark, pages } = await transaction(this.db, async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const mark = await readMark(tx);
      if (this.built?.mark === mark) return { mark, pages: undefined };
      return { mark, pages: [...(await readCategoryPages(tx)), ...(await readProductPages(tx))] };
    });
    const files = pages ? await this.files(pages) : this.built!.files;
    this.built = { generation, mark, files };
    return this.built;
  }

  private async files(shownPages: Page[]): Promise<Map<string, SitemapFile>> {
    // Each page in its three languages, side by side (issue #30): /shop, /si/shop, /ta/shop.
    const pages: Page[] = [...MAIN_PAGES.map((path) => ({ path })), ...shownPages].flatMap((page) =>
      LANGUAGES.map((language) => ({ ...page, path: pathInLanguage(language, page.path) })),
    );
    const files = new Map<string, SitemapFile>();
    if (pages.length <= this.urlsPerFile) {
      files.set('sitemap.xml', await sitemapFile(urlSet(pages, this.publicUrl)));
      return files;
    }
    const parts: Page[] = [];
    for (let start = 0; start < pages.length; start += this.urlsPerFile) {
      const slice = pages.slice(start, start + this.urlsPerFile);
      const name = `sitemap-${parts.length + 1}.xml`;
      files.set(name, await sitemapFile(urlSet(slice, this.publicUrl)));
      parts.push({ path: `/${name}`, lastmod: latest(slice) });
    }
    files.set('sitemap.xml', await sitemapFile(index(parts, this.publicUrl)));
    return files;
  }
}

/**
 * The count of products on sale and a sum of their slugs', categories' and dates' hashes: one row
 * back.
 */
async function readMark(tx: Tx): Promise<string> {
  const { rows } = await tx.execute<{ mark: string }>(
    sql`SELECT count(*) || ':' || coalesce(sum(hashtext(
          ${products.slug} || ':' || ${products.category} || ':' ||
          extract(epoch FROM ${products.updatedAt})::text)), 0) AS mark
        FROM ${products} WHERE ${products.archivedAt} IS NULL`,
  );
  return rows[0]?.mark ?? '';
}

/** The Shop's category pages (core's), a group's or a category's, with a product on sale. */
async function readCategoryPages(tx: Tx): Promise<Page[]> {
  const { rows } = await tx.execute<{ category: string }>(
    sql`SELECT DISTINCT ${products.category} AS category FROM ${products}
        WHERE ${products.archivedAt} IS NULL`,
  );
  const present = new Set(rows.map((row) => row.category));
  return SHOP_CATEGORY_PAGES.filter((page) => categoriesOf(page).some((c) => present.has(c))).map(
    (category) => ({ path: shopPagePath({ q: '', category }) }),
  );
}

/** Every product on sale by name, its page and when it last changed, a slice at a time. */
async function readProductPages(tx: Tx): Promise<Page[]> {
  const pages: Page[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await tx
      .select({ name: products.name, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(and(isNull(products.archivedAt), after ? gt(products.name, after) : undefined))
      .orderBy(asc(products.name))
      .limit(ROWS_PER_READ);
    for (const row of rows)
      pages.push({ path: productPath(row.slug), lastmod: row.updatedAt.toISOString() });
    if (rows.length < ROWS_PER_READ) return pages;
    after = rows[rows.length - 1]!.name;
  }
}

const latest = (pages: Page[]) =>
  pages.reduce<string | undefined>(
    (last, page) => (page.lastmod && (!last || page.lastmod > last) ? page.lastmod : last),
    undefined,
  );

/** A <urlset> of these pages, written a few hundred URLs per turn of the event loop. */
async function urlSet(pages: Page[], publicUrl: string): Promise<Buffer> {
  const stream = new SitemapStream({ hostname: publicUrl, level: ErrorLevel.THROW, xmlns: XMLNS });
  return write(stream, pages, publicUrl);
}

/** A <sitemapindex> of these files. */
async function index(parts: Page[], publicUrl: string): Promise<Buffer> {
  return write(new SitemapIndexStream({ level: ErrorLevel.THROW }), parts, publicUrl);
}

async function write(
  stream: SitemapStream | SitemapIndexStream,
  pages: Page[],
  publicUrl: string,
): Promise<Buffer> {
  // Read as it is written: a stream read by an iterator fills up, and the writes left waiting
  // were then all turned into XML at the end, holding the event loop for seconds at 50,000.
  const parts: string[] = [];
  stream.on('data', (part: string) => parts.push(part));
  const ended = once(stream, 'end');
  for (let start = 0; start < pages.length; start += URLS_PER_TURN) {
    for (const { path, lastmod } of pages.slice(start, start + URLS_PER_TURN))
      stream.write({ url: `${publicUrl}${path}`, ...(lastmod && { lastmod }) });
    await nextTurn();
  }
  stream.end();
  await ended;
  return Buffer.from(parts.join(''));
}

const gzipped = promisify(gzip);
const brotli = promisify(brotliCompress);

/** The file with both encodings, compressed on libuv's threads, and its ETag. */
async function sitemapFile(made: Promise<Buffer>): Promise<SitemapFile> {
  const xml = await made;
  const [gz, br] = await Promise.all([
    gzipped(xml, { level: 6 }),
    brotli(xml, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ]);
  return { xml, gzip: gz, br, etag: `"${createHash('sha1').update(xml).digest('base64url')}"` };
}
