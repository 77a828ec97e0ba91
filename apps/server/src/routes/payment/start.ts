import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateKokoPaymentRequestSchema,
  CreateSessionRequestSchema,
  CreateSessionResponseSchema,
  KokoPaymentResponseSchema,
  PaymentStatusResponseSchema,
} from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const errors = errorResponses(...BODY_REFUSALS, 401, 404, 409, UNAVAILABLE);

/** Starting a payment (the order's owner only), and an attempt's state for the return page. */
const startRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    '/create-session',
    {
      onRequest: requireUser,
      schema: {
        summary: "Start a card payment: a session on the gateway's hosted page",
        body: CreateSessionRequestSchema,
        response: { 200: CreateSessionResponseSchema, ...errors },
      },
    },
    (request) => payments.startCard(request.user!, request.body),
  );

  app.post(
    '/create-koko-payment',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Start a KOKO payment: the signed form to post to KOKO',
        body: CreateKokoPaymentRequestSchema,
        response: { 200: KokoPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await payments.startKoko(request.user!, request.body);
      return { success: true, ...form, message: 'Redirecting to KOKO' };
    },
  );

  app.get(
    '/status/:transactionRef',
    {
      schema: {
        summary: "A payment attempt's state, for the payment response page",
        params: z.object({ transactionRef: z.uuid({ message: 'Payment not found' }) }),
        response: {
          200: PaymentStatusResponseSchema,
          ...errorResponses(...PATH_REFUSALS, 404, UNAVAILABLE),
        },
      },
    },
    (request) => payments.status(request.params.transactionRef),
  );
};

export default startRoutes;
