import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests the store is answering now, for work that can wait for a quieter moment
 * (the mail sender, issue #29). A request counts from its arrival until its connection is done
 * with it ('close' comes for an answered request and for one its client gave up alike).
 */
export function countRequestsUnderWay(app: FastifyInstance): () => number {
  let underWay = 0;
  const done = () => void underWay--;
  // A callback hook: no promise per request.
  app.addHook('onRequest', (_request, reply, next) => {
    underWay++;
    reply.raw.once('close', done);
    next();
  });
  return () => underWay;
}
