import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplyPromosRequestSchema,
  AUTH_MESSAGES,
  AuthNoticeSchema,
  ConfirmEmailRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MAX_ORDER_PAGE_SIZE,
  ORDER_HISTORY_LIMIT,
  ORDER_PAGE_SIZE,
  OrderHistoryQuerySchema,
  OrderHistorySchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetConfirmRequestSchema,
  ResetConfirmResponseSchema,
  ResetRequestSchema,
  ResendConfirmationRequestSchema,
  ResetResponseSchema,
  UserPromosResponseSchema,
  UserSchema,
} from '@avstore/core';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { accountRateLimit, bodyEmail, rateLimit } from '../../plugins/rate-limit';
import { RESENDS_PER_WINDOW } from '../../services/auth/email-confirmation';
import { DEVICE_COOKIE, SIGN_IN_LIMITS } from '../../services/auth/sign-in-guard';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';
import deliveryDetailsRoutes from './delivery-details';
import staffInvitationRoutes from './staff-invitation';

/** What every route below may answer whatever it is asked: a form it cannot read, a busy database. */
const bodyRoute = [...BODY_REFUSALS, UNAVAILABLE] as const;

/** Sign-up, sign-in and password reset (docs/product.md §7; docs/product.md §13, docs/product.md §13 "Password reset"). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, confirmations, orders, passwordReset, promos, signIn } = app.services;
  await app.register(deliveryDetailsRoutes);
  await app.register(staffInvitationRoutes);

  app.post(
    '/register',
    {
      preValidation: rateLimit(app, { name: 'register', email: bodyEmail }),
      schema: {
        summary: 'Open a customer account',
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema, ...errorResponses(...bodyRoute, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, language } = request.body;
      const user = await accounts.register(email, password);
      const confirmLink = await confirmations.welcome(user, language, request.log);
      return reply.status(201).send({ user, ...(confirmLink ? { confirmLink } : {}) });
    },
  );

  /** Ends the token's sign-in on the server (issue #23): the page's 'Log out' calls it. */
  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Sign out: the token is refused from now on',
        response: { 200: AuthNoticeSchema, ...errorResponses(401, UNAVAILABLE) },
      },
    },
    async (request) => {
      await accounts.logout(request.sessionId!);
      return { success: true, message: AUTH_MESSAGES.signedOut };
    },
  );

  app.post(
    '/confirm-email',
    {
      preValidation: rateLimit(app, { name: 'confirm-email' }),
      schema: {
        summary: "Confirm an account's e-mail address with the mailed link's token",
        body: ConfirmEmailRequestSchema,
        response: { 200: AuthNoticeSchema, ...errorResponses(...bodyRoute, 429) },
      },
    },
    async (request) => {
      await confirmations.confirm(request.body.token);
      return { success: true, message: AUTH_MESSAGES.emailConfirmed };
    },
  );

  app.post(
    '/confirm-email/resend',
    {
      onRequest: requireUser,
      // Per account: the address may be a stranger's, typed at sign-up (issue #23).
      preHandler: accountRateLimit(app, {
        name: 'confirm-resend',
        perAccount: RESENDS_PER_WINDOW,
        perIp: app.config.RATE_LIMIT_PER_IP,
      }),
      schema: {
        summary: 'Mail the signed-in shopper another link to confirm the address',
        description:
          "The body may be left out; its language ('en', 'si' or 'ta', English when left out) is the mail's and its link's page's.",
        body: ResendConfirmationRequestSchema,
        response: { 200: AuthNoticeSchema, ...errorResponses(...bodyRoute, 401, 429) },
      },
    },
    (request) => confirmations.resend(request.user!.id, request.body.language),
  );

  app.post(
    '/login',
    {
      preValidation: rateLimit(app, { name: 'login', email: bodyEmail }),
      schema: {
        summary: 'Sign in: a bearer token for the other calls',
        description: `Failures from browsers that never signed in to the account are limited per account, whatever the address: after ${SIGN_IN_LIMITS.slowAfter} in a window each further attempt waits longer (429 with Retry-After), after ${SIGN_IN_LIMITS.closeAfter} they are refused until the window ends. A browser that has signed in holds a device cookie and is counted on its own.`,
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema.meta({
            headers: {
              'set-cookie': {
                type: 'string',
                description: `${DEVICE_COOKIE}: marks the browser as one that has signed in to the account (HttpOnly, SameSite=Strict)`,
              },
            },
          }),
          ...errorResponses(...bodyRoute, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await signIn.attempt(
        { email, cookie: request.headers.cookie, ip: request.ip },
        () => accounts.login(email, password),
      );
      if ('retryAfterSeconds' in outcome) {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        request.log.warn({ limit: 'sign-in' }, 'rate limit reached');
        throw new AppError('too_many', AUTH_MESSAGES.tooManyRequests, 'too_many_requests');
      }
      void reply.header('set-cookie', outcome.deviceCookie);
      return outcome.session;
    },
  );

  /** Who the stored token belongs to; the page uses it to check a token is still good. */
  app.get(
    '/me',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Who the token belongs to',
        response: {
          200: z.object({ user: UserSchema }),
          ...errorResponses(401, UNAVAILABLE),
        },
      },
    },
    async (request) => ({ user: request.user! }),
  );

  app.get(
    '/get-each-user-orders',
    {
      onRequest: requireUser,
      schema: {
        summary: "The signed-in shopper's orders, newest first",
        description: `Without page or pageSize: {orders}, the newest ${ORDER_HISTORY_LIMIT}. With either: that page (pageSize ${ORDER_PAGE_SIZE} unless given, at most ${MAX_ORDER_PAGE_SIZE}) with page, pageSize and total.`,
        querystring: OrderHistoryQuerySchema,
        response: { 200: OrderHistorySchema, ...errorResponses(400, 401, UNAVAILABLE) },
      },
    },
    (request) => orders.ofUser(request.user!.id, request.query),
  );

  /** The promos this user has used, by product (docs/product.md §7). */
  app.get(
    '/user-promocodes',
    {
      onRequest: requireUser,
      schema: {
        summary: 'The promo codes the signed-in shopper has used, by product',
        response: { 200: UserPromosResponseSchema, ...errorResponses(401, UNAVAILABLE) },
      },
    },
    async (request) => ({ promos: await promos.usedBy(request.user!.id) }),
  );

  /**
   * Sent by the page after an order (docs/product.md §4). The order itself already recorded its promos in
   * its transaction (docs/decisions/008-promo-uses-recorded-with-the-order.md), so this only answers which of them are on record.
   */
  app.post(
    '/apply-promocode',
    {
      onRequest: requireUser,
      schema: {
        summary: "Which of an order's promo codes are on record (changes nothing)",
        body: ApplyPromosRequestSchema,
        response: { 200: UserPromosResponseSchema, ...errorResponses(...bodyRoute, 401) },
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
      schema: {
        summary: 'Ask for a password reset link by e-mail',
        body: ResetRequestSchema,
        response: { 200: ResetResponseSchema, ...errorResponses(...bodyRoute, 404, 429) },
      },
    },
    (request) => passwordReset.request(request.body.email, request.body.language, request.log),
  );

  app.post(
    '/resetPassword/confirm',
    {
      preValidation: rateLimit(app, { name: 'reset-confirm' }),
      schema: {
        summary: "Choose a new password with a reset link's token",
        body: ResetConfirmRequestSchema,
        response: { 200: ResetConfirmResponseSchema, ...errorResponses(...bodyRoute, 429) },
      },
    },
    async (request) => {
      await passwordReset.confirm(request.body.token, request.body.password);
      return { success: true, message: 'Your password has been changed. You can sign in now.' };
    },
  );
};

export default authRoutes;
