import { auditChanges } from '../../lib/audit-diff';

/** Only what changed: key, old value struck, new value. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-500">No field changed</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs">
      {changes.map((change) => (
        <li key={change.key} className="break-all">
          <span className="font-semibold text-slate-800">{change.key}</span>:{' '}
          {before == null ? null : (
            <>
              <del className="text-red-700">{change.before}</del> →{' '}
            </>
          )}
          <ins className="text-emerald-800 no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}
