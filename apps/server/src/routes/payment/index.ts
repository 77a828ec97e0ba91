import fastifyFormbody from '@fastify/formbody';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  CreateKokoPaymentRequestSchema,
  CreateSessionRequestSchema,
  CreateSessionResponseSchema,
  KokoPaymentResponseSchema,
  PaymentStatusResponseSchema,
  toCents,
} from '@avstore/core';
import { payments } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import {
  sameSecret,
  settleCardAttempt,
  startCardPayment,
  verifyCardReturn,
} from '../../services/payments/card';
import { REFUND_MESSAGE } from '../../services/payments/confirm';
import {
  applyKokoResponse,
  kokoSignatureValid,
  settleKokoAttempt,
  startKokoPayment,
} from '../../services/payments/koko';
import { payableOrder } from '../../services/payments/payable-order';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409);
const RefQuerySchema = z.object({ ref: z.uuid(), resultIndicator: z.string().max(200).optional() });

/** Every browser return ends here (DESIGN "Payments"). */
function toResponsePage(
  reply: FastifyReply,
  ok: boolean,
  message: string,
  orderId: string | undefined,
  ref: string,
) {
  const query = new URLSearchParams({
    status: ok ? 'SUCCESS' : 'FAILED',
    message,
    order_id: orderId ?? '',
    transaction_ref: ref,
  });
  return reply.redirect(`/payment/response?${query.toString()}`, 303);
}

const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyFormbody);
  const db = app.database.db;

  app.post(
    '/create-session',
    {
      onRequest: requireUser,
      schema: {
        body: CreateSessionRequestSchema,
        response: { 200: CreateSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const order = await payableOrder(app, request.user!, request.body.orderId, 'card');
      if (toCents(Number(request.body.amount)) !== order.totalCents) {
        throw new AppError('conflict', 'The amount does not match the order.', 'amount_mismatch');
      }
      return startCardPayment(
        app,
        order,
        request.body.description ?? `Order #${order.id.slice(0, 8).toUpperCase()}`,
      );
    },
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
      const order = await payableOrder(app, request.user!, request.body.orderId, 'koko');
      if (toCents(Number(request.body.amount)) !== order.totalCents) {
        throw new AppError('conflict', 'The amount does not match the order.', 'amount_mismatch');
      }
      const form = await startKokoPayment(app, order);
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
    async (request) => {
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, request.params.transactionRef));
      if (!payment) throw notFound('Payment not found');
      const status =
        payment.status === 'succeeded'
          ? 'SUCCESS'
          : payment.status === 'initiated'
            ? 'PENDING'
            : 'FAILED';
      return { status, orderId: payment.orderId } as const;
    },
  );

  /** The card gateway sends the browser back here with resultIndicator (reference §A.4). */
  app.get('/card/return', { schema: { querystring: RefQuerySchema } }, async (request, reply) => {
    const { ref, resultIndicator = '' } = request.query;
    const result = await verifyCardReturn(app, ref, resultIndicator);
    if (!result.ok)
      request.log.warn({ payment: ref, reason: result.message }, 'card return not confirmed');
    return toResponsePage(reply, result.ok, result.message, result.orderId, ref);
  });

  /** The gateway's notification: accepted only with our secret, then checked against its record. */
  app.post('/card/notify', async (request, reply) => {
    const secret = String(request.headers['x-notification-secret'] ?? '');
    if (!sameSecret(secret, app.providers.mpgsNotificationSecret)) {
      request.log.warn('a card notification with a wrong secret was refused');
      throw new AppError('unauthorized', 'Unknown sender');
    }
    const ref = (request.body as { order?: { id?: unknown } } | undefined)?.order?.id;
    const parsed = z.uuid().safeParse(ref);
    const [payment] = parsed.success
      ? await db.select().from(payments).where(eq(payments.id, parsed.data))
      : [];
    if (!payment) throw new AppError('invalid', 'Unknown order reference');
    await settleCardAttempt(app, payment);
    return reply.status(200).send({ received: true });
  });

  /** KOKO's signed server-to-server response (reference §B.2). */
  app.post('/koko/notify', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string | undefined>;
    if (!body.orderId || !body.trnId || !body.status || !kokoSignatureValid(app, body)) {
      request.log.warn(
        { orderId: body.orderId },
        'a KOKO response with a bad signature was refused',
      );
      throw new AppError('invalid', 'Invalid signature');
    }
    const outcome = await applyKokoResponse(app, {
      orderId: body.orderId,
      trnId: body.trnId,
      status: body.status,
    });
    if (outcome === 'unknown') throw new AppError('invalid', 'Unknown order');
    return reply.status(200).send({ received: true });
  });

  /** The browser back from KOKO: its query is not trusted; KOKO's orderView is. */
  const kokoReturn = async (ref: string, reply: FastifyReply, notPaid: string) => {
    const payment = await settleKokoAttempt(app, ref);
    if (!payment) return toResponsePage(reply, false, 'Unknown payment', undefined, ref);
    const ok = payment.status === 'succeeded';
    const message = ok
      ? 'Payment successful'
      : payment.status === 'refund_due'
        ? REFUND_MESSAGE
        : notPaid;
    return toResponsePage(reply, ok, message, payment.orderId, ref);
  };
  const notCompleted = 'Your KOKO payment was not completed.';
  app.get('/koko/return', { schema: { querystring: RefQuerySchema } }, (request, reply) =>
    kokoReturn(request.query.ref, reply, notCompleted),
  );
  app.post('/koko/return', { schema: { querystring: RefQuerySchema } }, (request, reply) =>
    kokoReturn(request.query.ref, reply, notCompleted),
  );
  app.get('/koko/cancel', { schema: { querystring: RefQuerySchema } }, (request, reply) =>
    kokoReturn(request.query.ref, reply, 'You cancelled the KOKO payment.'),
  );
};

export default paymentRoutes;
