import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QuotationIdParamsSchema,
  QuotationListSchema,
  QuotationSchema,
  QuotationStatusSchema,
  UpdateQuotationRequestSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/**
 * The shop's quotations (docs/product.md §11 "Quotations", §15 "Staff"): staff read them; editing the prices and
 * sending are the owner's, as prices are. Each change is audited.
 */
const quotationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotations } = app.services;

  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Quotations, newest first',
        querystring: z.object({ status: QuotationStatusSchema.optional() }),
        response: { 200: QuotationListSchema, ...errorResponses(400, 401, 403, UNAVAILABLE) },
      },
    },
    async (request) => ({ quotations: await quotations.list(request.query.status) }),
  );

  app.get(
    '/:id',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'One quotation',
        params: QuotationIdParamsSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    (request) => quotations.read(request.params.id),
  );

  app.put(
    '/:id',
    {
      schema: {
        summary: "Save a quotation's lines, validity date and note",
        description:
          "Lines of the catalogue at the quoted prices, or of the shop's own (productId null, such " +
          'as installation). Saved on the version read: 409 when another saved meanwhile, or once ' +
          "it is accepted. The catalogue's prices never change.",
        params: QuotationIdParamsSchema,
        body: UpdateQuotationRequestSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => quotations.update(request.user!, request.params.id, request.body),
  );

  app.post(
    '/:id/send',
    {
      schema: {
        summary: 'Send a quotation to the buyer',
        description:
          'Status sent, and the buyer mailed with the quotation as a PDF. 409 without a validity ' +
          'date of today or later, or once accepted.',
        params: QuotationIdParamsSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      const sent = await quotations.send(request.user!, request.params.id);
      request.log.info({ quotation: sent.id }, 'quotation sent');
      return sent;
    },
  );
};

export default quotationAdminRoutes;
