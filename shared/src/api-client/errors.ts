export type ApiErrorKind = 'no-token' | 'unauthorized' | 'http' | 'network' | 'unexpected';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly body?: unknown;

  constructor(kind: ApiErrorKind, message: string, status?: number, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the failure came from the caller's own AbortSignal (e.g. an unmounted screen). */
export function isAbortError(error: unknown): boolean {
  return errorName(error instanceof ApiError ? error.cause : error) === 'AbortError';
}

/** The name of an error-like value. Duck-typed: DOMException and errors of another realm fail instanceof Error. */
export function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/** The error's own message when it has one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
