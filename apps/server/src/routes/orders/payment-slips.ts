import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_SLIP_BYTES,
  PaymentSlipListSchema,
  PaymentSlipParamsSchema,
  PaymentSlipSchema,
} from '@avstore/core';
import { optionalUser, requireUser } from '../../plugins/auth';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';
import { readSlipUpload } from './read-slip-upload';

const OrderParamsSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });

/** The one file of a slip's upload (multipart/form-data), read by readSlipUpload, not a schema. */
const SlipUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', contentMediaType: 'application/octet-stream' })
    .describe(`A JPEG, PNG or PDF of at most ${MAX_SLIP_BYTES / 1024 / 1024} MB`),
});

const slipBytes = z.instanceof(Buffer).meta({ description: 'the slip as it was sent' });

/**
 * A bank-transfer order's payment slips (docs/product.md §12 "Bank transfer"): its owner sends
 * them; the owner and the shop's staff read them. Anyone else, a visitor too, gets 404, never
 * 403 nor 401, which would say that the order exists.
 */
const paymentSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_SLIP_BYTES, files: 1, fields: 2 },
  });
  const { bankTransfer } = app.services;

  app.get(
    '/:id/payment-slips',
    {
      preHandler: optionalUser,
      schema: {
        summary: "A bank-transfer order's payment slips, newest first",
        description:
          "The order's owner and the shop's staff read them; anyone else gets 404, as for an " +
          'order that does not exist.',
        params: OrderParamsSchema,
        response: {
          200: PaymentSlipListSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE),
        },
      },
    },
    async (request) => ({
      slips: await bankTransfer.slips(request.params.id, request.user),
    }),
  );

  app.post(
    '/:id/payment-slips',
    {
      onRequest: requireUser,
      config: { describedBody: { mediaType: 'multipart/form-data', schema: SlipUploadSchema } },
      schema: {
        summary: 'Send the payment slip of a bank transfer',
        description:
          "The owner's pending bank-transfer order takes a JPEG, PNG or PDF (known by its " +
          'content, not its name) of at most 10 MB: 413 past it, 415 for anything else. Several ' +
          'may be sent while none is verified; the shop is mailed each. Another user gets 404; ' +
          'an order not paid by bank transfer, no longer pending, or with 10 slips or 20 MB of them gets 409.',
        params: OrderParamsSchema,
        response: {
          201: PaymentSlipSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const slip = await bankTransfer.upload(request.user!, request.params.id, () =>
        readSlipUpload(request),
      );
      request.log.info({ order: request.params.id, slip: slip.id }, 'payment slip received');
      return reply.status(201).send(slip);
    },
  );

  app.get(
    '/:id/payment-slips/:slipId/file',
    {
      preHandler: optionalUser,
      config: { describedAnswer: { status: 200, mediaType: 'application/octet-stream' } },
      schema: {
        summary: "A payment slip's file",
        description:
          "The JPEG, PNG or PDF as it was sent, as a download, for the order's owner and staff; " +
          'anyone else gets 404.',
        params: PaymentSlipParamsSchema,
        response: {
          200: slipBytes,
          ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const file = await bankTransfer.file(request.params.id, request.params.slipId, request.user);
      // A download, never shown inline from the store's origin: a PDF may carry scripts.
      const name = file.fileName.replace(/[^\w.-]+/g, '_');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};

export default paymentSlipRoutes;
