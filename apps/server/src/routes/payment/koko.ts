import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KokoResponse } from '../../services/payments/koko';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';
import { RETURN_RESPONSES, ReturnQuerySchema, toResponsePage } from './response-page';

/** KOKO's signed response (docs/architecture.md#koko), as a form. */
const KokoResponseSchema = z.object({
  orderId: z.string().describe("The attempt's reference (our payment id)"),
  trnId: z.string(),
  status: z.string().describe('SUCCESS confirms; FAILED, CANCELLED, DECLINED, … fail'),
  desc: z.string().optional(),
  signature: z.string().describe('RSA-SHA256 over orderId + trnId + status (+ desc), base64'),
});

/** KOKO's ways back: its signed response, and the browser's return or cancel (docs/architecture.md#koko). */
const kokoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  // The body is read by the service, which refuses it without KOKO's signature.
  app.post(
    '/notify',
    {
      config: {
        describedBody: {
          mediaType: 'application/x-www-form-urlencoded',
          schema: KokoResponseSchema,
        },
      },
      schema: {
        summary: "KOKO's signed response about an attempt",
        response: {
          200: z.object({ received: z.literal(true) }),
          ...errorResponses(...BODY_REFUSALS, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      await payments.kokoNotified((request.body ?? {}) as KokoResponse, request.log);
      return reply.status(200).send({ received: true as const });
    },
  );

  // The request's logger, so that the lines of settling the attempt name the request.
  const back = async (
    ref: string,
    cancelled: boolean,
    log: FastifyBaseLogger,
    reply: FastifyReply,
  ) => toResponsePage(reply, await payments.kokoReturn(ref, cancelled, log), ref);
  const browserReturn = (summary: string, response = RETURN_RESPONSES) => ({
    schema: { summary, querystring: ReturnQuerySchema, response },
  });
  app.get('/return', browserReturn("The browser back from KOKO's page"), (request, reply) =>
    back(request.query.ref, false, request.log, reply),
  );
  // KOKO may post its form along; the body is not read, but it is parsed like any other.
  const posted = browserReturn("The browser back from KOKO's page, posted", {
    ...RETURN_RESPONSES,
    ...errorResponses(...BODY_REFUSALS),
  });
  app.post('/return', posted, (request, reply) =>
    back(request.query.ref, false, request.log, reply),
  );
  app.get(
    '/cancel',
    browserReturn('The browser back from KOKO, the payment cancelled'),
    (request, reply) => back(request.query.ref, true, request.log, reply),
  );
};

export default kokoRoutes;
