import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect } from 'vitest';
import { migrationsDir } from '../../src/db/migrations-dir';
import { migrationTest } from '../helpers/migrations-before';

// The migrations up to the one before pictures, as a store of the previous release had them.
const it = migrationTest('_pictures');

it('turns the stored image addresses of each product into its pictures, in order', async ({
  client,
  before,
}) => {
  await migrate(drizzle(client), { migrationsFolder: before.folder });
  const insertImage = async (type: string) =>
    (
      await client.query<{ id: string }>(
        `INSERT INTO images (content_type, bytes) VALUES ($1, '\\x00') RETURNING id`,
        [type],
      )
    ).rows[0]!.id;
  const drawing = await insertImage('image/svg+xml');
  const photo = await insertImage('image/jpeg');
  const missing = '00000000-0000-4000-8000-000000000000';
  const insertProduct = (name: string, images: string[]) =>
    client.query(
      `INSERT INTO products (name, price_cents, category, stock, images)
       VALUES ($1, 100000, 'Active Speakers', 1, $2)`,
      [name, JSON.stringify(images)],
    );
  await insertProduct('Two pictures', [`/media/${photo}.jpg`, `/media/${drawing}.svg`]);
  await insertProduct('None', []);
  await insertProduct('Gone and foreign', [
    `/media/${missing}.png`,
    'https://example.com/speaker.jpg',
    `/media/${drawing}.svg`,
  ]);

  await migrate(drizzle(client), { migrationsFolder: migrationsDir() });

  const { rows } = await client.query<{ name: string; pictures: unknown }>(
    'SELECT name, pictures FROM products ORDER BY name',
  );
  expect(rows).toEqual([
    { name: 'Gone and foreign', pictures: [{ id: drawing, alt: '' }] },
    { name: 'None', pictures: [] },
    {
      name: 'Two pictures',
      pictures: [
        { id: photo, alt: '' },
        { id: drawing, alt: '' },
      ],
    },
  ]);
  // The trigger follows the new column: an edit of the pictures is an edit of the catalogue.
  const { rows: trigger } = await client.query<{ definition: string }>(
    `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgname = 'products_changed'`,
  );
  expect(trigger[0]!.definition).toContain('pictures');
  expect(trigger[0]!.definition).not.toContain('stock');
});
