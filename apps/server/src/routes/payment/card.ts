import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_SECRET_SECURITY } from '../../plugins/openapi';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';
import { RETURN_RESPONSES, ReturnQuerySchema, toResponsePage } from './response-page';

/** The part of the gateway's notification the store reads; the rest is ignored. */
const CardNotificationSchema = z.looseObject({
  order: z.looseObject({ id: z.uuid().describe("The attempt's reference (our payment id)") }),
});
const ReceivedSchema = z.object({ received: z.literal(true) });

/** The card gateway's ways back: the browser's return and the gateway's notification. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  /** The gateway sends the browser back here with resultIndicator (docs/architecture.md#card-gateway). */
  app.get(
    '/return',
    {
      schema: {
        summary: "The browser back from the card gateway's page",
        description:
          "Verified with the gateway's own record of the attempt, whatever the query says.",
        querystring: ReturnQuerySchema,
        response: RETURN_RESPONSES,
      },
    },
    async (request, reply) => {
      const { ref, resultIndicator = '' } = request.query;
      const result = await payments.cardReturn(ref, resultIndicator, request.log);
      if (!result.ok)
        request.log.warn({ payment: ref, reason: result.message }, 'card return not confirmed');
      return toResponsePage(reply, result, ref);
    },
  );

  // The body is read by the service, not by a schema: only the shared secret makes it heard.
  app.post(
    '/notify',
    {
      config: { describedBody: { mediaType: 'application/json', schema: CardNotificationSchema } },
      schema: {
        summary: "The gateway's notification about an attempt",
        security: NOTIFICATION_SECRET_SECURITY,
        description:
          "Accepted only with the shared secret in X-Notification-Secret, and then only as a cue to read the gateway's record of the attempt.",
        response: {
          200: ReceivedSchema,
          ...errorResponses(...BODY_REFUSALS, 401, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const secret = String(request.headers['x-notification-secret'] ?? '');
      await payments.cardNotified(secret, request.body, request.log);
      return reply.status(200).send({ received: true as const });
    },
  );
};

export default cardRoutes;
