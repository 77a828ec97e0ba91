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
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409);

/** Starting a payment (the order's owner only), and an attempt's state for the return page. */
const startRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post(
    '/create-session',
    {
      onRequest: requireUser,
      schema: {
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
        params: z.object({ transactionRef: z.uuid({ message: 'Payment not found' }) }),
        response: { 200: PaymentStatusResponseSchema, ...errors },
      },
    },
    (request) => payments.status(request.params.transactionRef),
  );
};

export default startRoutes;
