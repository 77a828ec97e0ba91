import type { BaseLogger } from 'pino';

/**
 * What the database and the services log with: the app's logger, or a request's when the line
 * should carry its request id. Fastify's loggers are pino's, so either fits without db or services
 * knowing Fastify.
 */
export type Logger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;
