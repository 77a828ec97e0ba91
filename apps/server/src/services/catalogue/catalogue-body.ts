import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { LISTED_PRODUCT_FIELDS, type Product } from '@avstore/core';

/** Products written between two turns of the event loop: about 2 ms of work at a time. */
const PRODUCTS_PER_TURN = 1000;

/**
 * The product list as sent: its JSON, both encodings and its ETag, made before it is served. The
 * JSON has the spec's fields (`images`, not `pictures`); `products` keeps the whole products.
 */
export class CatalogueBody {
  private constructor(
    readonly products: readonly Product[],
    readonly json: Buffer,
    readonly gzip: Buffer,
    readonly br: Buffer,
    readonly etag: string,
  ) {}

  /** The JSON, as a cached body's unencoded bytes. */
  get plain(): Buffer {
    return this.json;
  }

  /**
   * Writes the JSON of each slice as it is read and hands it to the compressors, which work on
   * libuv's threads while the next slice is read: building 50,000 products costs about the
   * longer of reading and compressing, not their sum, and never holds the event loop for long
   * (docs/architecture.md, the catalogue). `previous` is the list this one replaces, if any.
   */
  static async build(
    slices: AsyncIterable<readonly Product[]> | Iterable<readonly Product[]>,
    previous?: CatalogueBody,
  ): Promise<CatalogueBody> {
    const gzip = createGzip({ level: 6 });
    const br = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        // The last build's size is a close guess of this one's, and brotli compresses better for it.
        ...(previous && { [constants.BROTLI_PARAM_SIZE_HINT]: previous.json.length }),
      },
    });
    const compressed = Promise.all([buffer(gzip), buffer(br)]);
    const hash = createHash('sha1');
    const parts: Buffer[] = [];
    const products: Product[] = [];
    const write = (text: string) => {
      const part = Buffer.from(text);
      parts.push(part);
      hash.update(part);
      gzip.write(part);
      br.write(part);
    };
    try {
      for await (const slice of slices) {
        for (let start = 0; start < slice.length; start += PRODUCTS_PER_TURN) {
          const items = slice.slice(start, start + PRODUCTS_PER_TURN);
          write(
            (products.length === 0 ? '[' : ',') +
              JSON.stringify(items, LISTED_PRODUCT_FIELDS).slice(1, -1),
          );
          products.push(...items);
          await nextTurn();
        }
      }
    } catch (error) {
      gzip.destroy();
      br.destroy();
      compressed.catch(() => undefined);
      throw error;
    }
    write(products.length === 0 ? '[]' : ']');
    gzip.end();
    br.end();
    const [gzipped, brotli] = await compressed;
    const json = Buffer.concat(parts);
    return new CatalogueBody(products, json, gzipped, brotli, `"${hash.digest('base64url')}"`);
  }
}
