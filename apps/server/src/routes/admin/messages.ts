import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ContactMessageSchema,
  MessageListSchema,
  MessageUpdateSchema,
  PageQuerySchema,
} from '@avstore/core';
import { contactMessages } from '../../db/schema';
import { notFound } from '../../errors';
import { transaction } from '../../db/database';
import { recordAudit } from '../../services/admin/audit';

type Row = typeof contactMessages.$inferSelect;
const toMessage = (r: Row) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  read: r.readAt !== null,
  mailed: r.mailedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: MessageListSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
      ]);
      return { items: rows.map(toMessage), total: count?.n ?? 0 };
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'Message not found' }) }),
        body: MessageUpdateSchema,
        response: { 200: ContactMessageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      transaction(db, async (tx) => {
        const [row] = await tx
          .update(contactMessages)
          .set({
            readAt: request.body.read ? sql`coalesce(${contactMessages.readAt}, now())` : null,
          })
          .where(eq(contactMessages.id, request.params.id))
          .returning();
        if (!row) throw notFound('Message not found');
        await recordAudit(tx, {
          actor: request.user!,
          action: request.body.read ? 'message.read' : 'message.unread',
          entity: 'message',
          entityId: row.id,
        });
        return toMessage(row);
      }),
  );
};

export default messageRoutes;
