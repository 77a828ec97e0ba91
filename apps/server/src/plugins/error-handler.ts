import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@avstore/core';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';

const SERVER_ERROR = SERVER_MESSAGES.serverError;
const UNAVAILABLE = SERVER_MESSAGES.unavailable;

/** Fastify's own 4xx codes, in words a shopper can read. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length.',
};

/** What the router refuses before any route is found, in the same words and shape. */
const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path that is not valid percent-encoding,
 * a path parameter over its length limit), which reach no route and so no error handler. Without
 * this, Fastify answered them with a body of its own echoing the path, and none of the store's
 * headers. Same shape as every other error answer, with the request id and `headers` (the
 * security headers: no onSend hook runs for these answers).
 */
export function routerErrors(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    return reply
      .status(status)
      .headers({ ...headers, 'x-request-id': request.id })
      .send({
        message: ROUTER_MESSAGES[error.code] ?? (status >= 500 ? SERVER_ERROR : 'Bad request.'),
        code: error.code,
      });
  };
}

/**
 * Every error answer is JSON {message, code?}: 4xx messages pass through, 5xx details are
 * logged with the request id and hidden (docs/product.md §7 "Answers").
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429)
        void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code ?? error.type });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const text = issue?.message ?? 'Invalid request';
      const message = field ? `${field}: ${text}` : text;
      return reply.status(400).send({ message, code: 'invalid' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.status(status).send({ message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: UNAVAILABLE, code: 'unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_ERROR, code: 'server_error' });
  });
}
