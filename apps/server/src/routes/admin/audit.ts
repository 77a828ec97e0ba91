import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditListSchema, PageQuerySchema } from '@avstore/core';
import { auditLog } from '../../db/schema';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          actorEmail: r.actorEmail,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
          createdAt: r.createdAt.toISOString(),
        })),
        total: count?.n ?? 0,
      };
    },
  );
};

export default auditRoutes;
