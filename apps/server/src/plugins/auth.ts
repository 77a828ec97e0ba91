import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isBackOffice,
  mayUse,
  STAFF_MESSAGES,
  type BackOfficeAccess,
  type User,
  SERVER_MESSAGES,
} from '@avstore/core';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    user?: User;
    /** The sign-in the request's token belongs to (auth_sessions.id). */
    sessionId?: string;
  }
}

const SIGN_IN = SERVER_MESSAGES.signIn;

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may use a back-office route (docs/product.md §15 "Staff"): 'staff' lets staff in beside
     * the owner; absent or 'owner', the owner alone, so a route added without a word is safe.
     */
    access?: BackOfficeAccess;
    /** The only body fields staff may send to this route (a product's stock); others answer 403. */
    staffFields?: readonly string[];
  }
}

/** The access a back-office route declares; owner-only unless it says otherwise. */
export const declaredAccess = (request: FastifyRequest): BackOfficeAccess =>
  request.routeOptions.config.access ?? 'owner';

/**
 * onRequest of every /api/admin route: 401 without a token, 403 for a customer, and 403 for staff
 * on a route not declared `access: 'staff'`. The one place who may do what is enforced.
 */
export async function requireBackOffice(
  this: FastifyInstance,
  request: FastifyRequest,
): Promise<void> {
  await requireUser.call(this, request);
  const role = request.user?.role;
  if (!isBackOffice(role)) throw new AppError('forbidden', "This is for the shop's staff only.");
  if (!mayUse(role, declaredAccess(request)))
    throw new AppError('forbidden', STAFF_MESSAGES.ownerOnly, 'owner_only');
}

/**
 * preValidation of every /api/admin route: a route declaring `staffFields` takes only those body
 * fields from staff (a product's stock); any other answers 403 before anything is read or changed.
 */
export async function staffBodyOnly(request: FastifyRequest): Promise<void> {
  const fields = request.routeOptions.config.staffFields;
  if (!fields || request.user?.role !== 'staff') return;
  const body = request.body;
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.some((key) => !fields.includes(key)))
    throw new AppError('forbidden', STAFF_MESSAGES.stockOnly, 'stock_only');
}
