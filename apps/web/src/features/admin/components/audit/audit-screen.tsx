import { Link } from 'react-router';
import { formatDateTime, type AuditEntry } from '@avstore/core';
import { useAudit } from '../../api/get-audit';
import { useListParams } from '../../hooks/use-list-params';
import { actionLabel, shortOrderId } from '../../lib/labels';
import { PagedList } from '../paged-list';
import { DataTable, EmptyRow, linkClass, PageHeader } from '../ui';
import { AuditChanges } from './audit-changes';

const HEAD = ['When', 'Who', 'Action', 'Record', 'Changes'];
const LINKS: Record<string, string> = { product: '/admin/products/', order: '/admin/orders/' };

function RecordLink({ entry }: { entry: AuditEntry }) {
  const base = LINKS[entry.entity];
  const label = `${entry.entity} ${shortOrderId(entry.entityId)}`;
  return base ? (
    <Link to={`${base}${entry.entityId}`} className={linkClass}>
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

/** Who changed what and when, newest first. */
export function AuditScreen() {
  const list = useListParams();
  const query = useAudit(list.cursor);
  return (
    <>
      <PageHeader title="Audit log" description="Every back-office change, newest first." />
      <PagedList query={query} label="the audit log" noun="entries" list={list}>
        {(items) => (
          <DataTable label="Audit log" head={HEAD}>
            {items.length === 0 ? (
              <EmptyRow columns={HEAD.length}>Nothing has been changed yet.</EmptyRow>
            ) : (
              items.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-4 py-3">{formatDateTime(entry.createdAt)}</td>
                  <td className="px-4 py-3">{entry.actorEmail}</td>
                  <td className="px-4 py-3">{actionLabel(entry.action)}</td>
                  <td className="px-4 py-3">
                    <RecordLink entry={entry} />
                  </td>
                  <td className="px-4 py-3">
                    <AuditChanges before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}
