import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ApplyPromosRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OrderListSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetConfirmRequestSchema,
  ResetConfirmResponseSchema,
  ResetRequestSchema,
  ResetResponseSchema,
  UserPromosResponseSchema,
  UserSchema,
} from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { bodyEmail, rateLimit } from '../../plugins/rate-limit';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409, 429);

/** Sign-up, sign-in and password reset (spec §7; DESIGN "Accounts", "Password reset"). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, orders, passwordReset, promos } = app.services;

  app.post(
    '/register',
    {
      preValidation: rateLimit(app, { name: 'register', email: bodyEmail }),
      schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await accounts.register(request.body.email, request.body.password);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/login',
    {
      preValidation: rateLimit(app, { name: 'login', email: bodyEmail }),
      schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...errors } },
    },
    (request) => accounts.login(request.body.email, request.body.password),
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
    async (request) => ({ orders: await orders.ofUser(request.user!.id) }),
  );

  /** The promos this user has used, by product (spec §7). */
  app.get(
    '/user-promocodes',
    {
      onRequest: requireUser,
      schema: { response: { 200: UserPromosResponseSchema, 401: ApiErrorSchema } },
    },
    async (request) => ({ promos: await promos.usedBy(request.user!.id) }),
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
      return { promos: await promos.onRecord(request.user!.id, ids) };
    },
  );

  app.post(
    '/resetPassword',
    {
      preValidation: rateLimit(app, { name: 'reset', email: bodyEmail }),
      schema: { body: ResetRequestSchema, response: { 200: ResetResponseSchema, ...errors } },
    },
    (request) => passwordReset.request(request.body.email, request.log),
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
      await passwordReset.confirm(request.body.token, request.body.password);
      return { success: true, message: 'Your password has been changed. You can sign in now.' };
    },
  );
};

export default authRoutes;
