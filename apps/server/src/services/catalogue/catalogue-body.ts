import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Readable, type Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Product } from '@avstore/core';

/** Products written between two turns of the event loop: about 2 ms of work at a time. */
const PRODUCTS_PER_TURN = 1000;

/** The product list as sent: its JSON, both encodings and its ETag, made before it is served. */
export class CatalogueBody {
  private constructor(
    readonly products: readonly Product[],
    readonly json: Buffer,
    readonly gzip: Buffer,
    readonly br: Buffer,
    readonly etag: string,
  ) {}

  /**
   * Writes the JSON a slice at a time and compresses on libuv's threads, so that building 50,000
   * products never holds the event loop for long (docs/architecture.md, the catalogue).
   */
  static async build(products: readonly Product[]): Promise<CatalogueBody> {
    const parts: Buffer[] = [];
    const last = products.length - 1;
    for (let start = 0; start < products.length; start += PRODUCTS_PER_TURN) {
      const items = JSON.stringify(products.slice(start, start + PRODUCTS_PER_TURN)).slice(1, -1);
      const end = start + PRODUCTS_PER_TURN > last ? ']' : '';
      parts.push(Buffer.from((start === 0 ? '[' : ',') + items + end));
      await nextTurn();
    }
    if (parts.length === 0) parts.push(Buffer.from('[]'));
    const hash = createHash('sha1');
    for (const part of parts) {
      hash.update(part);
      await nextTurn();
    }
    const size = parts.reduce((n, part) => n + part.length, 0);
    const [gzipped, brotli] = await Promise.all([
      compress(parts, createGzip({ level: 6 })),
      compress(
        parts,
        createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
      ),
    ]);
    const json = Buffer.concat(parts, size);
    const etag = `"${hash.digest('base64url')}"`;
    return new CatalogueBody(products, json, gzipped, brotli, etag);
  }
}

/** Compresses the parts one at a time on libuv's threads: no 27 MB copy on the event loop first. */
async function compress(parts: Buffer[], compressor: Transform): Promise<Buffer> {
  const [output] = await Promise.all([
    buffer(compressor),
    pipeline(Readable.from(parts), compressor),
  ]);
  return output;
}
