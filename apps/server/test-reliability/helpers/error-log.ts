/** The error lines of an in-process app's log, to tell why an answer was a 5xx. */
export class ErrorLog {
  readonly byRequest = new Map<string, string>();
  readonly causes: Record<string, number> = {};

  write(line: string): void {
    const entry = JSON.parse(line) as {
      level: number;
      reqId?: string;
      msg?: string;
      err?: { type?: string; message?: string; code?: string };
    };
    if (entry.level < 50) return;
    const cause = ErrorLog.cause(entry.err?.message ?? entry.msg ?? '', entry.err);
    this.causes[cause] = (this.causes[cause] ?? 0) + 1;
    if (entry.reqId) this.byRequest.set(entry.reqId, cause);
  }

  /** A failed query by its statement and PostgreSQL's reason, anything else by its message. */
  private static cause(message: string, err?: { type?: string; code?: string }): string {
    const [statement, params] = message.split('\nparams: ');
    if (params !== undefined) return `${statement!.slice(0, 90)}… → ${params.split(': ').at(-1)}`;
    return `${err?.type ?? 'Error'}${err?.code ? ` ${err.code}` : ''}: ${message.slice(0, 200)}`;
  }
}
