import { and, eq, isNull, sql } from 'drizzle-orm';
import { PICTURE_WIDTHS, variantWidth, type PictureFormat } from '@avstore/core';
import { transaction, type Db } from '../../db/database';
import { imageVariants, images } from '../../db/schema';
import { notFound } from '../../errors';
import type { Logger } from '../../logger';
import { Lane } from './lanes';
import { describeDrawing, processUpload, renderVariant } from './picture-codec';
import { RecentVariants } from './recent-variants';

export interface StoredUpload {
  id: string;
  width: number;
  height: number;
  color: string;
}

const SVG = 'image/svg+xml';
const RECENT_BYTES = 32 * 1024 * 1024;
/** Pictures not yet processed, read this many at a time by `prepareAll`. */
const PREPARE_BATCH = 50;

/**
 * Product pictures in the database, shared by every instance (docs/architecture.md, pictures):
 * an upload is processed and kept with every variant before it is answered; a picture that was
 * stored before (an older upload, a demo drawing) is processed when it is first asked for, or by
 * `prepareAll` after start, and its variants made at their first request and kept.
 */
export function pictureStore({ db, log }: { db: Db; log?: Logger }) {
  // Uploads one at a time, variants two: a shop owner's batch of photos never takes every core.
  const uploads = new Lane(1);
  const renders = new Lane(2);
  const recent = new RecentVariants(RECENT_BYTES);
  const underWay = new Map<string, Promise<unknown>>();
  /** Pictures were processed whose products do not show their size and colour yet. */
  let sizesToCopy = false;

  /** One promise per key while it runs, so that a burst of requests makes a thing once. */
  function once<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = underWay.get(key) as Promise<T> | undefined;
    if (running) return running;
    const made = make().finally(() => underWay.delete(key));
    underWay.set(key, made);
    return made;
  }

  async function add(bytes: Buffer): Promise<StoredUpload> {
    return uploads.run(async () => {
      const { source, variants } = await processUpload(bytes);
      const { width, height, color } = source;
      const id = await transaction(db, async (tx) => {
        const [row] = await tx
          .insert(images)
          .values({ ...source, processedAt: sql`now()` })
          .returning({ id: images.id });
        await tx.insert(imageVariants).values(variants.map((v) => ({ imageId: row!.id, ...v })));
        return row!.id;
      });
      return { id, width, height, color };
    });
  }

  /**
   * A picture stored before processing: a drawing is measured; an older upload is made a source
   * as a new one would be, which drops the metadata it was stored with. One that cannot be read
   * is marked done without a size, and is not found from then on.
   */
  function prepare(id: string): Promise<number | null> {
    return once(`prepare:${id}`, async () => {
      const [image] = await db
        .select({ contentType: images.contentType, bytes: images.bytes })
        .from(images)
        .where(and(eq(images.id, id), isNull(images.processedAt)));
      if (!image) return (await sizeOf(id))?.width ?? null;
      const done = await renders
        .run(() =>
          image.contentType === SVG
            ? describeDrawing(image.bytes).then((found) => ({
                source: { ...found, bytes: image.bytes, contentType: SVG },
                variants: [],
              }))
            : processUpload(image.bytes),
        )
        .catch((error: unknown) => {
          log?.warn({ err: error, image: id }, 'a stored picture could not be read');
          return undefined;
        });
      await transaction(db, async (tx) => {
        await tx
          .update(images)
          .set({ ...done?.source, processedAt: sql`now()` })
          .where(eq(images.id, id));
        if (done?.variants.length)
          await tx
            .insert(imageVariants)
            .values(done.variants.map((v) => ({ imageId: id, ...v })))
            .onConflictDoNothing();
      });
      sizesToCopy = true;
      return done?.source.width ?? null;
    });
  }

  async function sizeOf(id: string) {
    const [image] = await db
      .select({ width: images.width, processedAt: images.processedAt })
      .from(images)
      .where(eq(images.id, id));
    return image;
  }

  /** The picture's width, processing it first if it was stored before processing. */
  async function widthOf(id: string): Promise<number | null> {
    const image = await sizeOf(id);
    if (!image) return null;
    return image.processedAt ? image.width : prepare(id);
  }

  function render(id: string, width: number, format: PictureFormat): Promise<Buffer> {
    return once(`${id}/${width}.${format}`, () =>
      renders.run(async () => {
        const [image] = await db
          .select({ bytes: images.bytes })
          .from(images)
          .where(eq(images.id, id));
        if (!image) throw notFound('Image not found');
        const bytes = await renderVariant(image.bytes, width, format);
        await db
          .insert(imageVariants)
          .values({ imageId: id, width, format, bytes })
          .onConflictDoNothing();
        return bytes;
      }),
    );
  }

  return {
    add,

    /** The variant that answers a request for this width and format, made now if it never was. */
    async variant(id: string, requested: number, format: PictureFormat): Promise<Buffer> {
      const key = `${id}/${requested}.${format}`;
      const kept = recent.get(key);
      if (kept) return kept;
      const pictureWidth = await widthOf(id);
      // The standard widths and the picture's own: the widths its srcset lists, and no others.
      const known = (PICTURE_WIDTHS as readonly number[]).includes(requested);
      if (!pictureWidth || (!known && requested !== pictureWidth))
        throw notFound('Image not found');
      const width = variantWidth(requested, pictureWidth);
      const [stored] = await db
        .select({ bytes: imageVariants.bytes })
        .from(imageVariants)
        .where(
          and(
            eq(imageVariants.imageId, id),
            eq(imageVariants.format, format),
            eq(imageVariants.width, width),
          ),
        );
      const bytes = stored?.bytes ?? (await render(id, width, format));
      recent.set(key, bytes);
      return bytes;
    },

    /**
     * Processes every picture stored before processing, then copies their sizes and colours into
     * the products showing them. Run in the background after start; returns how many it did.
     * Stops between two pictures once `stop` is aborted (the store is stopping).
     */
    async prepareAll(stop?: AbortSignal): Promise<number> {
      let done = 0;
      for (;;) {
        const waiting = await db
          .select({ id: images.id })
          .from(images)
          .where(isNull(images.processedAt))
          .limit(PREPARE_BATCH);
        for (const { id } of waiting) {
          if (stop?.aborted) return done;
          await prepare(id);
          done++;
        }
        if (waiting.length < PREPARE_BATCH) break;
      }
      if (sizesToCopy && !stop?.aborted) {
        sizesToCopy = false;
        await copySizesIntoProducts(db);
      }
      return done;
    },
  };
}

/** Products whose pictures lack a size or colour get them from the processed uploads. */
async function copySizesIntoProducts(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE products p SET pictures = (
      SELECT jsonb_agg(
        e || jsonb_strip_nulls(jsonb_build_object('width', i.width, 'height', i.height, 'color', i.color))
        ORDER BY t.ord)
      FROM jsonb_array_elements(p.pictures) WITH ORDINALITY AS t(e, ord)
      LEFT JOIN images i ON i.id = (t.e->>'id')::uuid
    )
    WHERE EXISTS (
      SELECT 1 FROM jsonb_array_elements(p.pictures) e
      JOIN images i ON i.id = (e->>'id')::uuid
      WHERE NOT (e ? 'color') AND i.color IS NOT NULL
    )`);
}

export type PictureStore = ReturnType<typeof pictureStore>;
