import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EncodedBody } from '../services/encoded-body';

/** Sends a cached body with its ETag, answering 304 and picking br or gzip when accepted. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cacheControl: string,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  void reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type(type);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return reply.status(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.plain);
}
