import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../services/mail/mailer';
import { sameSecret } from '../../services/payments/same-secret';
import { CHECKOUT_JS } from './checkout-script';
import { decisionButtons, formatAmount, sandboxPage } from './page';
import type { SandboxStore } from '../../services/sandbox/store';

interface SessionBody {
  apiOperation?: string;
  interaction?: { returnUrl?: string };
  order?: { id?: string; amount?: string; currency?: string; description?: string };
}

const gatewayError = (
  reply: FastifyReply,
  status: number,
  cause: string,
  explanation: string,
  field?: string,
) =>
  reply.status(status).send({
    result: 'ERROR',
    error: { cause, explanation, ...(field ? { field, validationType: 'INVALID' } : {}) },
  });

/**
 * The card sandbox plays the Mastercard gateway (docs/architecture.md#payments): the REST session and order
 * calls with Basic auth, the checkout script, and a hosted page with Approve and Decline.
 */
export function cardSandbox(options: {
  merchantId: string;
  password: string;
  store: SandboxStore;
}): FastifyPluginAsync {
  const { store, ...credentials } = options;
  return async (app) => {
    // The hosted page's buttons are plain form posts.
    await app.register(fastifyFormbody);
    const authorised = (request: FastifyRequest, merchant: string) => {
      const expected = `Basic ${Buffer.from(`merchant.${credentials.merchantId}:${credentials.password}`).toString('base64')}`;
      return (
        merchant === credentials.merchantId &&
        sameSecret(String(request.headers.authorization ?? ''), expected)
      );
    };

    app.get('/checkout.min.js', async (_request, reply) =>
      reply.type('application/javascript').header('cache-control', 'no-cache').send(CHECKOUT_JS),
    );
    app.get('/static/checkout/checkout.min.js', async (_request, reply) =>
      reply.type('application/javascript').send(CHECKOUT_JS),
    );

    app.post<{ Params: { merchant: string }; Body: SessionBody }>(
      '/api/rest/version/:version/merchant/:merchant/session',
      async (request, reply) => {
        if (!authorised(request, request.params.merchant))
          return gatewayError(reply, 401, 'REQUEST_REJECTED', 'Invalid credentials.');
        const { apiOperation, interaction, order } = request.body ?? {};
        if (apiOperation !== 'INITIATE_CHECKOUT')
          return gatewayError(
            reply,
            400,
            'INVALID_REQUEST',
            'Unsupported operation',
            'apiOperation',
          );
        if (!order?.id)
          return gatewayError(reply, 400, 'INVALID_REQUEST', 'Missing order id', 'order.id');
        if (!/^\d+\.\d{2}$/.test(order.amount ?? ''))
          return gatewayError(reply, 400, 'INVALID_REQUEST', 'Invalid amount', 'order.amount');
        if (order.currency !== 'LKR')
          return gatewayError(
            reply,
            400,
            'INVALID_REQUEST',
            'This merchant takes LKR only',
            'order.currency',
          );
        if (!interaction?.returnUrl)
          return gatewayError(
            reply,
            400,
            'INVALID_REQUEST',
            'Missing return URL',
            'interaction.returnUrl',
          );
        const id = `SESSION0002${randomBytes(14).toString('hex').toUpperCase().slice(0, 24)}`;
        const successIndicator = randomBytes(8).toString('hex');
        await store.addCardSession({
          id,
          merchant: request.params.merchant,
          orderReference: order.id,
          amount: order.amount!,
          currency: order.currency,
          description: order.description ?? '',
          returnUrl: interaction.returnUrl,
          successIndicator,
        });
        return reply.status(201).send({
          merchant: request.params.merchant,
          result: 'SUCCESS',
          session: { id, updateStatus: 'SUCCESS', version: randomBytes(5).toString('hex') },
          successIndicator,
        });
      },
    );

    app.get<{ Params: { merchant: string; orderReference: string } }>(
      '/api/rest/version/:version/merchant/:merchant/order/:orderReference',
      async (request, reply) => {
        if (!authorised(request, request.params.merchant))
          return gatewayError(reply, 401, 'REQUEST_REJECTED', 'Invalid credentials.');
        const session = await store.cardSessionOfOrder(request.params.orderReference);
        if (!session)
          return gatewayError(reply, 400, 'INVALID_REQUEST', 'Unable to find order', 'orderId');
        const approved = session.outcome === 'approved';
        const status = approved
          ? 'CAPTURED'
          : session.outcome === 'declined'
            ? 'FAILED'
            : 'INITIATED';
        return {
          id: session.orderReference,
          amount: Number(session.amount),
          currency: session.currency,
          description: session.description,
          result: approved ? 'SUCCESS' : session.outcome === 'declined' ? 'FAILURE' : 'PENDING',
          status,
          totalCapturedAmount: approved ? Number(session.amount) : 0,
          transaction: approved
            ? [
                {
                  result: 'SUCCESS',
                  response: { gatewayCode: 'APPROVED' },
                  transaction: {
                    type: 'PAYMENT',
                    amount: Number(session.amount),
                    currency: session.currency,
                  },
                },
              ]
            : [],
        };
      },
    );

    app.get<{ Params: { sessionId: string } }>('/pay/:sessionId', async (request, reply) => {
      const session = await store.cardSession(request.params.sessionId);
      if (!session)
        return reply
          .status(404)
          .type('text/html')
          .send(sandboxPage('Session not found', '<h1>Session not found</h1>'));
      const action = `${app.prefix}/pay/${encodeURIComponent(session.id)}`;
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage(
          'Card payment (sandbox)',
          `<h1>Card payment</h1>
<p class="note">Sandbox of the bank's hosted payment page. No card is charged.</p>
<p>${escapeHtml(session.description)}</p>
<p class="amount">${formatAmount(session.amount, session.currency)}</p>
${decisionButtons(`${action}/approve`, `${action}/decline`)}`,
        ),
      );
    });

    const decide =
      (outcome: 'approved' | 'declined') =>
      async (request: FastifyRequest<{ Params: { sessionId: string } }>, reply: FastifyReply) => {
        const session = await store.cardSession(request.params.sessionId);
        if (!session)
          return reply.status(404).send({
            result: 'ERROR',
            error: { cause: 'INVALID_REQUEST', explanation: 'Unknown session' },
          });
        await store.decideCardSession(session.id, outcome);
        const indicator =
          outcome === 'approved' ? session.successIndicator : randomBytes(8).toString('hex');
        const url = new URL(session.returnUrl);
        url.searchParams.set('resultIndicator', indicator);
        url.searchParams.set('sessionVersion', randomBytes(5).toString('hex'));
        return reply.redirect(url.toString(), 303);
      };
    app.post('/pay/:sessionId/approve', decide('approved'));
    app.post('/pay/:sessionId/decline', decide('declined'));
  };
}
