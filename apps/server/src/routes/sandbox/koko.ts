import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { KOKO_INSTALMENTS, splitInstalments, toCents } from '@avstore/core';
import { escapeHtml } from '../../services/mail/mailer';
import {
  orderDataString,
  responseDataString,
  sign,
  verify,
  type KokoOrderFields,
} from '../../services/payments/koko-signing';
import { decisionButtons, formatAmount, sandboxPage } from './page';
import type { SandboxStore } from '../../services/sandbox/store';

interface KokoSandboxOptions {
  merchantId: string;
  apiKey: string;
  merchantPublicKey: string;
  kokoPrivateKey: string;
  store: SandboxStore;
}

const clientError = (reply: FastifyReply, field: string, code: string) =>
  reply
    .status(400)
    .send({ status: 'CLIENT_ERROR', statusCode: 400, validationFailures: [{ field, code }] });

/**
 * The KOKO sandbox (docs/architecture.md#payments): takes the signed form POST, refuses a bad signature, shows
 * the amount and the instalments, sends its signed response to the store, answers orderView.
 */
export function kokoSandbox({ store, ...keys }: KokoSandboxOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyFormbody);

    app.post('/api/merchants/orderCreate', async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, string>;
      const signed = orderDataString(fields as unknown as KokoOrderFields);
      if (fields._mId !== keys.merchantId || fields.api_key !== keys.apiKey)
        return clientError(reply, '_mId', 'OnlineOrder.create.merchant.notExists');
      if (!fields.signature || !verify(signed, fields.signature, keys.merchantPublicKey)) {
        request.log.warn({ orderId: fields._orderId }, 'KOKO sandbox refused a bad signature');
        return clientError(reply, 'signature', 'OnlineOrder.create.signature.invalid');
      }
      if (!/^\d+\.\d{2}$/.test(fields._amount ?? '') || fields._currency !== 'LKR')
        return clientError(reply, '_amount', 'OnlineOrder.create.amount.invalid');
      const trnId = randomBytes(16).toString('hex');
      const order = await store.addKokoOrder({ trnId, merchantOrderId: fields._orderId!, fields });
      // Split as KOKO's pages show it: to the cent, the last instalments taking what is left.
      const instalments = splitInstalments(toCents(Number(fields._amount)), KOKO_INSTALMENTS)
        .map(
          (cents, i) =>
            `<tr><td>Instalment ${i + 1}</td><td>${formatAmount((cents / 100).toFixed(2), 'LKR')}</td></tr>`,
        )
        .join('');
      const action = `${app.prefix}/pay/${order.trnId}`;
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage(
          'Pay with KOKO (sandbox)',
          `<h1>Pay with KOKO</h1>
<p class="note">Sandbox of KOKO's payment pages. Nothing is charged.</p>
<p>${escapeHtml(fields._description ?? '')}</p>
<p class="amount">${formatAmount(fields._amount!, 'LKR')}</p>
<p>${KOKO_INSTALMENTS} interest-free instalments:</p>
<table>${instalments}</table>
${decisionButtons(`${action}/approve`, `${action}/decline`)}`,
        ),
      );
    });

    const decide =
      (status: 'SUCCESS' | 'CANCELLED') =>
      async (request: FastifyRequest<{ Params: { trnId: string } }>, reply: FastifyReply) => {
        const order = await store.kokoOrder(request.params.trnId);
        if (!order) return reply.status(404).send({ status: 'CLIENT_ERROR', statusCode: 404 });
        await store.decideKokoOrder(order.trnId, status);
        const orderId = order.merchantOrderId;
        const signature = sign(
          responseDataString(orderId, order.trnId, status),
          keys.kokoPrivateKey,
        );
        // KOKO tells the store server-to-server first, then sends the browser back.
        await fetch(order.fields._responseUrl!, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ orderId, trnId: order.trnId, status, desc: '', signature }),
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) =>
          request.log.warn({ err: error }, 'KOKO sandbox could not reach the response URL'),
        );
        const back = new URL(
          status === 'SUCCESS' ? order.fields._returnUrl! : order.fields._cancelUrl!,
        );
        back.searchParams.set('orderId', orderId);
        back.searchParams.set('trnId', order.trnId);
        back.searchParams.set('status', status);
        return reply.redirect(back.toString(), 303);
      };
    app.post('/pay/:trnId/approve', decide('SUCCESS'));
    app.post('/pay/:trnId/decline', decide('CANCELLED'));

    app.post('/api/merchants/orderView', async (request, reply) => {
      const f = (request.body ?? {}) as Record<string, string>;
      const signed = `${f._mId}${f._pluginName}${f._pluginVersion}${f._orderId}${f.api_key}`;
      if (
        f._mId !== keys.merchantId ||
        !f.signature ||
        !verify(signed, f.signature, keys.merchantPublicKey)
      ) {
        return clientError(reply, 'signature', 'OnlineOrderView.signature.invalid');
      }
      const order = await store.kokoOrderOf(f._orderId ?? '');
      if (!order) return clientError(reply, 'orderView', 'OnlineOrderView.order.notExists');
      return {
        orderId: order.merchantOrderId,
        trnId: order.trnId,
        status: order.outcome === 'open' ? 'PENDING' : order.outcome,
      };
    });
  };
}
