import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffAcceptRequestSchema,
  StaffAcceptResponseSchema,
  StaffInvitationLookupSchema,
  StaffInvitationViewSchema,
} from '@avstore/core';
import { optionalUser } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { BODY_REFUSALS, errorResponses, UNAVAILABLE } from '../error-responses';

/** Opening and accepting the owner's invitation to the staff (docs/product.md §15 "Staff"). */
const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;
  app.post(
    '/staff-invitation',
    {
      preValidation: rateLimit(app, { name: 'staff-invitation' }),
      schema: {
        summary:
          "Read an open invitation by its link's token: the address, and whether it has an account",
        body: StaffInvitationLookupSchema,
        response: {
          200: StaffInvitationViewSchema,
          ...errorResponses(...BODY_REFUSALS, 429, UNAVAILABLE),
        },
      },
    },
    (request) => staff.view(request.body.token),
  );

  app.post(
    '/staff-invitation/accept',
    {
      onRequest: optionalUser,
      preValidation: rateLimit(app, { name: 'staff-invitation' }),
      schema: {
        summary: 'Accept an invitation to the staff, once',
        description:
          "A new person sends a password and the account is made; an existing account's owner sends the token alone, signed in as the invited address (401 otherwise, 403 as another account). The shop owner's account is refused (409).",
        body: StaffAcceptRequestSchema,
        response: {
          200: StaffAcceptResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 409, 429, UNAVAILABLE),
        },
      },
    },
    async (request) => ({
      user: await staff.accept(request.body.token, request.body.password, request.user),
      message: 'Welcome to the staff. The back office is open to you.',
    }),
  );
};

export default staffInvitationRoutes;
