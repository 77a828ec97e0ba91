/** Domain error kinds; one handler maps each to an HTTP status (docs/architecture.md#errors). */
export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
} as const;

export type ErrorType = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.type];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
