import type { BaseLogger } from 'pino';

/**
 * What a service logs with: the app's logger, or a request's when the line should carry its
 * request id. Fastify's loggers are pino's, so either fits without services knowing Fastify.
 */
export type Logger = Pick<BaseLogger, 'info' | 'warn' | 'error'>;
