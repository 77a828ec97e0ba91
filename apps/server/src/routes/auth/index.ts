import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  AUTH_MESSAGES,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetConfirmRequestSchema,
  ResetConfirmResponseSchema,
  ResetRequestSchema,
  ResetResponseSchema,
  UserSchema,
  OrderListSchema,
  UserPromosResponseSchema,
  ApplyPromosRequestSchema,
} from '@avstore/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { promoUses } from '../../db/schema';
import { ordersOfUser } from '../../services/orders/order-view';
import { z } from 'zod';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { bodyEmail, rateLimit } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/auth';
import { decoyHash, hashPassword, verifyPassword } from '../../services/auth/passwords';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { findUserByEmail, isUniqueViolation, toUser } from '../../services/auth/users';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409, 429);

/** Sign-up, sign-in and password reset (spec §7; DESIGN "Accounts", "Password reset"). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/register',
    {
      preValidation: rateLimit(app, { name: 'register', email: bodyEmail }),
      schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const passwordHash = await hashPassword(password);
      try {
        const [row] = await db.insert(users).values({ email, passwordHash }).returning();
        return reply.status(201).send({ user: toUser(row!) });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('conflict', AUTH_MESSAGES.emailTaken, 'email_taken');
        throw error;
      }
    },
  );

  app.post(
    '/login',
    {
      preValidation: rateLimit(app, { name: 'login', email: bodyEmail }),
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...errors } },
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await findUserByEmail(db, email);
      // The same work and the same answer whether or not the e-mail exists.
      const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
      if (!row || !ok)
        throw new AppError('unauthorized', AUTH_MESSAGES.wrongCredentials, 'wrong_credentials');
      return { token: await app.tokens.sign(row, row.tokenVersion), user: toUser(row) };
    },
  );

  /** Who the stored token belongs to; the page uses it to check a token is still good. */
  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: { response: { 200: z.object({ user: UserSchema }), 401: ApiErrorSchema } },
    },
    async (request) => ({ user: request.user! }),
  );

  app.get(
    '/get-each-user-orders',
    {
      onRequest: requireUser,
      schema: { response: { 200: OrderListSchema, 401: ApiErrorSchema } },
    },
    async (request) => ({ orders: await ordersOfUser(db, request.user!.id) }),
  );

  const promosOf = async (userId: string, productIds?: string[]) => {
    const rows = await db
      .select()
      .from(promoUses)
      .where(
        and(
          eq(promoUses.userId, userId),
          productIds ? inArray(promoUses.productId, productIds) : undefined,
        ),
      )
      .orderBy(desc(promoUses.appliedAt));
    return rows.map((r) => ({
      productId: r.productId,
      promoCode: r.promoCode,
      appliedAt: r.appliedAt.toISOString(),
      discount: r.discount,
    }));
  };

  /** The promos this user has used, by product (spec §7). */
  app.get(
    '/user-promocodes',
    {
      onRequest: requireUser,
      schema: { response: { 200: UserPromosResponseSchema, 401: ApiErrorSchema } },
    },
    async (request) => ({ promos: await promosOf(request.user!.id) }),
  );

  /**
   * Sent by the page after an order (spec §4). The order itself already recorded its promos in
   * its transaction (DESIGN departures), so this only answers which of them are on record.
   */
  app.post(
    '/apply-promocode',
    {
      onRequest: requireUser,
      schema: {
        body: ApplyPromosRequestSchema,
        response: { 200: UserPromosResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const ids = request.body.promos.map((p) => p.productId);
      return { promos: ids.length ? await promosOf(request.user!.id, ids) : [] };
    },
  );

  app.post(
    '/resetPassword',
    {
      preValidation: rateLimit(app, { name: 'reset', email: bodyEmail }),
      schema: { body: ResetRequestSchema, response: { 200: ResetResponseSchema, ...errors } },
    },
    async (request) =>
      requestPasswordReset(
        { db, mailer: app.mailer, config: app.config, log: request.log },
        request.body.email,
      ),
  );

  app.post(
    '/resetPassword/confirm',
    {
      preValidation: rateLimit(app, { name: 'reset-confirm' }),
      schema: {
        body: ResetConfirmRequestSchema,
        response: { 200: ResetConfirmResponseSchema, ...errors },
      },
    },
    async (request) => {
      const done = await resetPassword(db, request.body.token, request.body.password);
      if (!done)
        throw new AppError('invalid', AUTH_MESSAGES.resetLinkInvalid, 'reset_link_invalid');
      return { success: true, message: 'Your password has been changed. You can sign in now.' };
    },
  );
};

export default authRoutes;
