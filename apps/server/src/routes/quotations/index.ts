import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutFormSchema,
  CreateOrderResponseSchema,
  CreateQuotationRequestSchema,
  QuotationChangesRequestSchema,
  QuotationIdParamsSchema,
  QuotationListSchema,
  QuotationSchema,
} from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/**
 * A shopper's quotations (issue #28, docs/product.md §11 "Quotations"): requested from the cart, accepted or
 * sent back with a note, and ordered at the quoted prices. Each shopper sees only their own:
 * another's is 404.
 */
const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotations } = app.services;
  // On each route, so the API description reads its sign-in from its hooks (plugins/openapi.ts).
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireUser, ...[route.onRequest ?? []].flat()];
  });

  app.post(
    '/',
    {
      schema: {
        summary: 'Ask for a quotation for the cart',
        description:
          "The cart's products and quantities, for an organisation (its VAT number and purchase-" +
          'order reference optional), with a note. Priced at first as the catalogue prices them; ' +
          'the shop edits and sends it. 409 for a product no longer sold.',
        body: CreateQuotationRequestSchema,
        response: {
          201: QuotationSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quotations.request(request.user!.id, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        summary: "The shopper's quotations, newest first",
        response: { 200: QuotationListSchema, ...errorResponses(401, UNAVAILABLE) },
      },
    },
    async (request) => ({ quotations: await quotations.mine(request.user!.id) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One quotation of the shopper',
        params: QuotationIdParamsSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE),
        },
      },
    },
    (request) => quotations.readMine(request.user!.id, request.params.id),
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        summary: 'Accept a sent quotation',
        description:
          'Only a sent quotation, up to the end of its validity date: past it, 409 saying it ' +
          'expired. Once accepted, its order may be placed.',
        params: QuotationIdParamsSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => quotations.accept(request.user!.id, request.params.id),
  );

  app.post(
    '/:id/changes',
    {
      schema: {
        summary: 'Ask the shop for changes to a quotation',
        description:
          'A sent or accepted quotation goes back to the shop with the note; it is mailed.',
        params: QuotationIdParamsSchema,
        body: QuotationChangesRequestSchema,
        response: {
          200: QuotationSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 404, 409, UNAVAILABLE),
        },
      },
    },
    (request) => quotations.requestChanges(request.user!.id, request.params.id, request.body.note),
  );

  app.post(
    '/:id/order',
    {
      schema: {
        summary: 'Place the order of an accepted quotation',
        description:
          "The order's lines and prices are the quotation's; the body gives only the checkout's " +
          "contact, delivery (pickup, or an address by the checkout's rules: a district in Sri " +
          'Lanka) and payment method (bank transfer, card, KOKO or cash). The stock of its ' +
          "products is checked and taken; a line of the shop's own (installation) takes none; " +
          'the per-account holding limits do not apply. A card or KOKO order is then paid as ' +
          'any order, for its total. 400 for a delivery where the shop does not deliver; 409 for ' +
          'a quotation not accepted, expired or already ordered, for stock short or a product ' +
          'no longer sold.',
        params: QuotationIdParamsSchema,
        body: CheckoutFormSchema,
        response: {
          201: CreateOrderResponseSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const id = await quotations.order(request.user!.id, request.params.id, request.body);
      request.log.info({ order: id, quotation: request.params.id }, 'quoted order created');
      return reply.status(201).send({ id });
    },
  );
};

export default quotationRoutes;
