export interface AuditChange {
  key: string;
  before: string;
  after: string;
}

/** Bookkeeping fields that change on every save and say nothing about the edit. */
const IGNORED = new Set(['updatedAt']);
const MAX_LENGTH = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value in a few characters: '—' for nothing, text as is, anything else as JSON; cut at 60. */
export function compactValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

interface LoggedPicture {
  id: string;
  alt?: string;
}

function isPictureList(value: unknown): value is LoggedPicture[] {
  return (
    Array.isArray(value) && value.every((item) => isRecord(item) && typeof item.id === 'string')
  );
}

/**
 * Pictures in order, each by the start of its id and its alt text: their size and colour come
 * from the upload and never change, so the JSON would spend the 60 characters on them.
 */
function picturesValue(value: unknown): unknown {
  if (!isPictureList(value)) return value;
  if (value.length === 0) return 'none';
  return value
    .map(({ id, alt }) => (alt ? `${id.slice(0, 8)} "${alt}"` : id.slice(0, 8)))
    .join(', ');
}

/**
 * The keys whose value differs between `before` and `after` (a created record has no before, an
 * archived one may have no after). Values that are not objects compare as one 'value' key.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = isRecord(before) ? before : before == null ? {} : { value: before };
  const right = isRecord(after) ? after : after == null ? {} : { value: after };
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys
    .filter((key) => !IGNORED.has(key))
    .filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .map((key) => {
      const shown = key === 'pictures' ? picturesValue : (value: unknown) => value;
      return {
        key,
        before: compactValue(shown(left[key])),
        after: compactValue(shown(right[key])),
      };
    });
}
