/**
 * A unique index refused the row (SQLSTATE 23505), also when two requests raced for the same key;
 * drizzle passes the driver's error on as the cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
}
