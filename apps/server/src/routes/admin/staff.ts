import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StaffInvitationSchema,
  StaffInviteRequestSchema,
  StaffListSchema,
  STAFF_MESSAGES,
} from '@avstore/core';
import { accountRateLimit } from '../../plugins/rate-limit';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/** Invitations mailed by one owner in a rate-limit window, as the other mail-sending routes. */
const INVITES_PER_WINDOW = 20;

/** The owner's staff (docs/product.md §15 "Staff"): owner-only, as every route that sets no access. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.services;
  app.get(
    '/',
    {
      schema: {
        summary: 'The staff members and the invitations still open',
        response: { 200: StaffListSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    () => staff.list(),
  );

  app.post(
    '/invitations',
    {
      preHandler: accountRateLimit(app, {
        name: 'staff-invite',
        perAccount: INVITES_PER_WINDOW,
        perIp: app.config.RATE_LIMIT_PER_IP,
      }),
      schema: {
        summary: 'Invite someone to the staff: mails a single-use link that expires',
        description:
          "An earlier open invitation to the address is revoked. 409 for the owner's address or a staff member's.",
        body: StaffInviteRequestSchema,
        response: {
          201: StaffInvitationSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 403, 409, 429, UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.invite(request.user!, request.body.email)),
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        summary: 'Revoke an open invitation: its link is refused from now on; answers the list',
        params: z.object({ id: z.uuid({ message: STAFF_MESSAGES.invitationNotFound }) }),
        response: {
          200: StaffListSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      await staff.revoke(request.user!, request.params.id);
      return staff.list();
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        summary: 'Remove a staff member: a customer again, every sign-in ended; answers the list',
        params: z.object({ id: z.uuid({ message: STAFF_MESSAGES.notStaff }) }),
        response: {
          200: StaffListSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      await staff.remove(request.user!, request.params.id);
      return staff.list();
    },
  );
};

export default staffRoutes;
