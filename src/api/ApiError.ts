/** Every failed request becomes one of these: HTTP status (0 for network failure), the server's message and code, 422 field errors and the raw body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, options: { code?: string; errors?: Record<string, string[]>; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.errors = options.errors ?? {};
    this.body = options.body;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
