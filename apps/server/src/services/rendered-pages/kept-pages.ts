import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { EncodedBody } from '../encoded-body';

/** What a page shows now: its data, and how to render it; or an answer that is not a page. */
export type Fresh<Other> =
  | { kind: 'data'; data: string; render: () => Promise<EncodedBody> }
  | { kind: 'other'; other: Other };

export type KeptAnswer<Other> = { kind: 'page'; body: EncodedBody } | Other;

interface KeptPage {
  /** The data the page was rendered from, to tell whether a change of the catalogue touched it. */
  data: string;
  generation: number;
  body: EncodedBody;
}

/**
 * Pages rendered on the server (product pages, issue #16; Home and the Shop, issue #26), each at
 * most once per change of what it shows, and served from memory: while the catalogue has not
 * changed since a page was rendered nothing is read at all; after a change the page's data is
 * read again and the page rendered again only if it differs. Requests for a page being made wait
 * for that one making. The least recently served pages leave first, past `maxBytes`.
 */
export class KeptPages {
  private readonly kept = new Map<string, KeptPage>();
  private readonly pending = new Map<string, Promise<KeptAnswer<unknown>>>();
  private keptBytes = 0;

  constructor(
    /** The catalogue, whose generation (a count of its builds) says when to look again. */
    private readonly catalogue: { readonly generation: number },
    private readonly maxBytes: number,
  ) {}

  find<Other>(key: string, read: () => Promise<Fresh<Other>>): Promise<KeptAnswer<Other>> {
    const kept = this.kept.get(key);
    if (kept && kept.generation === this.catalogue.generation) {
      this.touch(key, kept);
      return Promise.resolve({ kind: 'page', body: kept.body });
    }
    let pending = this.pending.get(key) as Promise<KeptAnswer<Other>> | undefined;
    if (!pending) {
      pending = this.refresh(key, kept, read).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async refresh<Other>(
    key: string,
    kept: KeptPage | undefined,
    read: () => Promise<Fresh<Other>>,
  ): Promise<KeptAnswer<Other>> {
    const generation = this.catalogue.generation;
    const fresh = await read();
    if (fresh.kind === 'other') {
      if (kept) this.forget(key, kept);
      return fresh.other;
    }
    if (kept?.data === fresh.data) {
      kept.generation = generation;
      this.touch(key, kept);
      return { kind: 'page', body: kept.body };
    }
    const body = await fresh.render();
    if (kept) this.forget(key, kept);
    this.keep(key, { data: fresh.data, generation, body });
    return { kind: 'page', body };
  }

  private keep(key: string, page: KeptPage): void {
    this.kept.set(key, page);
    this.keptBytes += sizeOf(page);
    for (const [oldest, old] of this.kept) {
      if (this.keptBytes <= this.maxBytes) break;
      this.forget(oldest, old);
    }
  }

  private touch(key: string, page: KeptPage): void {
    this.kept.delete(key);
    this.kept.set(key, page);
  }

  private forget(key: string, page: KeptPage): void {
    if (this.kept.get(key) !== page) return;
    this.kept.delete(key);
    this.keptBytes -= sizeOf(page);
  }
}

const sizeOf = (page: KeptPage) =>
  page.data.length + page.body.plain.length + page.body.gzip.length + page.body.br.length;

/**
 * A page's HTML as it is sent: as is, in both encodings, with its ETag. Brotli's quality 9 suits
 * a page served many times between changes (a product's); a page rendered for any address a
 * shopper may ask (the Shop's searches) takes 5, a few times faster for a few per cent more bytes.
 */
export function encodePage(document: string, brotliQuality = 9): EncodedBody {
  const plain = Buffer.from(document);
  return {
    plain,
    gzip: gzipSync(plain),
    br: brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    etag: `"${createHash('sha1').update(plain).digest('base64url')}"`,
  };
}
