import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_CSV_LIMITS,
  ProductImportQuerySchema,
  ProductImportResultSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';
import { acceptCsvBodies, readCsvUpload } from './read-csv-upload';

const MB = PRODUCT_CSV_LIMITS.bytes / 1024 / 1024;

/** A CSV file: described in the API document, read by readCsvUpload, not by a schema. */
const CsvFileSchema = z
  .string()
  .describe(
    `A products CSV (the export's header, UTF-8) of at most ${MB} MB and ` +
      `${PRODUCT_CSV_LIMITS.rows.toLocaleString('en-US')} rows; also accepted as the field ` +
      '`file` of a multipart/form-data upload',
  );

const csvStream = z.instanceof(Readable).meta({ description: 'the products, CSV' });

/** The catalogue out and in as CSV (docs/decisions/020-product-csv.md). */
const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PRODUCT_CSV_LIMITS.bytes, files: 1, fields: 5 },
  });
  acceptCsvBodies(app);
  const { products } = app.services.admin;

  app.get(
    '/export.csv',
    {
      config: { describedAnswer: { status: 200, mediaType: 'text/csv' } },
      schema: {
        summary: 'Every product as CSV, archived ones too, with a column per typed specification',
        description:
          "UTF-8 with a byte order mark; a header row, then a row per product. The product's " +
          'fields, a column per typed specification in use (`attr:<key>`), then its Sinhala and ' +
          'Tamil texts: `description_si`, `description_ta`, `specLabels_si`, `specLabels_ta` (each ' +
          "specification's English label and its translation, one a line: `Weight = බර`). A cell " +
          'that a spreadsheet would run as a formula starts with a single quote (numbers in number ' +
          'columns excepted).',
        response: { 200: csvStream, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    async (_request, reply) => {
      const { stream, fileName } = await products.exportCsv();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/import',
    {
      bodyLimit: PRODUCT_CSV_LIMITS.bytes + 64 * 1024,
      config: { describedBody: { mediaType: 'text/csv', schema: CsvFileSchema } },
      schema: {
        summary: 'Import products from CSV: a dry run by default, dryRun=false to apply',
        description:
          'Each row is matched to a product by its SKU when one product has it, else by its name, ' +
          'and answered as create, update (with each change), unchanged or error. Only the ' +
          'columns of the file change: without the Sinhala and Tamil columns, those texts stay as ' +
          'they are; an empty cell in one takes that text away (English is shown). A dry run ' +
          'writes nothing. A real run applies every row in one transaction, or none when any ' +
          'row has an error (applied: false).',
        querystring: ProductImportQuerySchema,
        response: {
          200: ProductImportResultSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 409, UNAVAILABLE),
        },
      },
    },
    async (request) =>
      products.importCsv(
        request.user!,
        await readCsvUpload(request),
        request.query.dryRun !== 'false',
      ),
  );
};

export default productCsvRoutes;
