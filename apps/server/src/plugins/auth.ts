import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@avstore/core';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    /** The sign-in the request's token belongs to (auth_sessions.id). */
    sessionId?: string;
  }
}

const SIGN_IN = 'Please sign in to continue.';

/**
 * Reads the bearer token of a request: the signed-in user, or undefined for a visitor. A token
 * that is present but expired, forged, malformed, signed out or revoked by a new password is
 * refused.
 */
async function readUser(app: FastifyInstance, request: FastifyRequest): Promise<User | undefined> {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer (\S+)$/i.exec(header);
  const signedIn = match?.[1] ? await app.services.accounts.userOfToken(match[1]) : undefined;
  if (!signedIn) throw new AppError('unauthorized', SIGN_IN, 'invalid_token');
  request.sessionId = signedIn.sessionId;
  return signedIn.user;
}

/** preHandler: the signed-in user when a token is sent; a visitor goes on without one. */
export async function optionalUser(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.user = await readUser(this, request);
}

/** preHandler: the route needs a signed-in user. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const user = await readUser(this, request);
  if (!user) throw new AppError('unauthorized', SIGN_IN, 'no_token');
  request.user = user;
}

/** preHandler: the route needs an admin (401 without a token, 403 for a customer). */
export async function requireAdmin(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  await requireUser.call(this, request);
  if (request.user?.role !== 'admin')
    throw new AppError('forbidden', "This is for the shop's staff only.");
}
