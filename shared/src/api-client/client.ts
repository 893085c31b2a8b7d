import ky from 'ky';
import type { Options as KyOptions } from 'ky';
import type { ZodType } from 'zod';
import { errorBodySchema, refreshResponseSchema } from '@tulia/shared/contract';
import { ApiError, errorName } from './errors';
import { API_MESSAGES } from './messages';
import { notifySessionExpired } from './session';
import { tokenStorage } from './storage';

export type SearchParamValue = string | number | boolean | undefined | null;
export type SearchParams = Record<string, SearchParamValue>;

export interface RequestOptions<T = unknown> {
  /** Send the stored access token as Bearer (default true). */
  auth?: boolean;
  /** Undefined, null and '' entries are left out, and filters set to 'all'. */
  searchParams?: SearchParams;
  /** Validates the answer; a mismatch is an 'unexpected' ApiError. */
  schema?: ZodType<T>;
  /** On a 401, refresh once and retry (default true). */
  refreshOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Default '/api', where the api serves every call. */
  baseUrl?: string;
  /** Default: whatever globalThis.fetch is at call time. */
  fetch?: typeof fetch;
  timeout?: number;
}

export interface ApiClient {
  readonly baseUrl: string;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** GET a file (a CSV export) with the same sign-in and refresh as every call; the name comes from Content-Disposition. */
  download(path: string, options?: Pick<RequestOptions, 'searchParams' | 'signal'>): Promise<DownloadedFile>;
  /**
   * Trades the stored refresh token for a new access token (and a rotated refresh token
   * when the server sends one) and stores them. Concurrent callers share one request.
   * Resolves false on any failure; it never clears storage itself.
   */
  refreshAccessToken(): Promise<boolean>;
}

type Method = 'get' | 'post' | 'put' | 'delete';

export interface DownloadedFile {
  blob: Blob;
  /** The file name the server gave, if any. */
  filename: string | undefined;
}

export const DEFAULT_BASE_URL = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;

export function buildSearchParams(params?: SearchParams): URLSearchParams | undefined {
  if (!params) return undefined;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    // 'all' is the no-filter choice of a filter select; typed search text is always sent.
    if (value === 'all' && key !== 'search') continue;
    result.append(key, String(value));
  }
  return result.toString() === '' ? undefined : result;
}

// ky refuses a leading slash with prefixUrl; callers may write either form.
function normalizePath(path: string): string {
  return path.replace(/^\/+/, '');
}

// ky builds a Request, which needs an absolute URL where there is no document base
// (jsdom, workers); in a page this resolves to the same URL the browser would use.
function resolveBaseUrl(baseUrl: string): string {
  if (typeof location === 'undefined' || !location.href) return baseUrl;
  try {
    return new URL(baseUrl, location.href).href;
  } catch {
    return baseUrl;
  }
}

function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // By name, not instanceof: fetch may throw errors from another realm.
  const name = errorName(error);
  if (name === 'TypeError' || name === 'TimeoutError') {
    return new ApiError('network', API_MESSAGES.network, undefined, undefined, { cause: error });
  }
  return new ApiError('unexpected', API_MESSAGES.unexpected, undefined, undefined, { cause: error });
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw transportError(error);
  }
}

// Error bodies are JSON when the server wrote them, but proxies may answer with text.
async function readErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

async function httpError(response: Response): Promise<ApiError> {
  const body = await readErrorBody(response);
  const parsed = errorBodySchema.safeParse(body);
  const fromServer = parsed.success ? (nonEmpty(parsed.data.message) ?? nonEmpty(parsed.data.error)) : undefined;
  const message = fromServer ?? API_MESSAGES.requestFailed(response.status, response.statusText);
  return new ApiError('http', message, response.status, body);
}

async function unauthorizedError(response: Response): Promise<ApiError> {
  return new ApiError('unauthorized', API_MESSAGES.sessionExpired, 401, await readErrorBody(response));
}

async function readResult<T>(response: Response, schema: ZodType<T> | undefined): Promise<T> {
  if (!response.ok) throw await httpError(response);
  const text = response.status === 204 ? '' : await readText(response);
  let data: unknown;
  if (text !== '') {
    try {
      data = JSON.parse(text) as unknown;
    } catch (error) {
      throw new ApiError('unexpected', API_MESSAGES.unexpected, response.status, text, { cause: error });
    }
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError('unexpected', API_MESSAGES.unexpected, response.status, data, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const http = ky.create({
    retry: 0,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    throwHttpErrors: false,
    // Resolved per call so tests (and late polyfills) can replace globalThis.fetch.
    fetch: (input, init) => (options.fetch ? options.fetch(input, init) : globalThis.fetch(input, init)),
  });

  let refreshing: Promise<boolean> | null = null;
  let lastExpiredBy: Promise<boolean> | null = null;

  async function send(method: Method, path: string, body: unknown, requestOptions: RequestOptions<unknown>, bearer: string | null): Promise<Response> {
    // Every call sends a JSON content type.
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const kyOptions: KyOptions = {
      method,
      prefixUrl: resolveBaseUrl(baseUrl),
      headers,
      searchParams: buildSearchParams(requestOptions.searchParams),
      json: body,
      signal: requestOptions.signal,
    };
    try {
      return await http(normalizePath(path), kyOptions);
    } catch (error) {
      throw transportError(error);
    }
  }

  async function runRefresh(): Promise<boolean> {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return false;
    try {
      // No body; the refresh token goes in the Bearer header.
      const response = await send('post', 'auth/admin/refresh', undefined, {}, refreshToken);
      if (!response.ok) return false;
      const answer = await readResult(response, refreshResponseSchema);
      tokenStorage.setTokens(answer.access_token, answer.refresh_token);
      return true;
    } catch {
      return false;
    }
  }

  function refreshAccessToken(): Promise<boolean> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  // A failed silent refresh clears the three items and ends the session.
  // Callers that shared one failed refresh report it once.
  function expireSession(failedRefresh?: Promise<boolean>): void {
    if (failedRefresh && failedRefresh === lastExpiredBy) return;
    lastExpiredBy = failedRefresh ?? null;
    tokenStorage.clear();
    notifySessionExpired();
  }

  async function recoverAfterUnauthorized(usedToken: string): Promise<string | null> {
    const current = tokenStorage.getAccessToken();
    // Another call refreshed while this one was in flight: reuse its token. A second refresh
    // would present an already-rotated refresh token, which the server treats as reuse.
    if (current && current !== usedToken) return current;
    const pending = refreshAccessToken();
    if (await pending) {
      const fresh = tokenStorage.getAccessToken();
      if (fresh) return fresh;
    }
    expireSession(pending);
    return null;
  }

  async function request<T>(method: Method, path: string, body: unknown, requestOptions: RequestOptions<T> = {}): Promise<T> {
    return readResult(await signedIn(method, path, body, requestOptions), requestOptions.schema);
  }

  async function download(path: string, requestOptions: RequestOptions = {}): Promise<DownloadedFile> {
    const response = await signedIn('get', path, undefined, requestOptions);
    if (!response.ok) throw await httpError(response);
    const disposition = response.headers.get('Content-Disposition') ?? '';
    return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
  }

  /** Sends a call with the stored token; one silent refresh and retry on a 401. */
  async function signedIn<T>(method: Method, path: string, body: unknown, requestOptions: RequestOptions<T>): Promise<Response> {
    const auth = requestOptions.auth ?? true;
    let token: string | null = null;
    if (auth) {
      token = tokenStorage.getAccessToken();
      if (!token) throw new ApiError('no-token', API_MESSAGES.noToken);
    }
    let response = await send(method, path, body, requestOptions, token);
    // A 401 without a token (e.g. a wrong password at login) is an ordinary HTTP error.
    if (token && response.status === 401) {
      if (requestOptions.refreshOnUnauthorized === false) throw await unauthorizedError(response);
      const fresh = await recoverAfterUnauthorized(token);
      if (!fresh) throw await unauthorizedError(response);
      response = await send(method, path, body, requestOptions, fresh);
      if (response.status === 401) {
        expireSession();
        throw await unauthorizedError(response);
      }
    }
    return response;
  }

  return {
    baseUrl,
    get: (path, requestOptions) => request('get', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('post', path, body, requestOptions),
    put: (path, body, requestOptions) => request('put', path, body, requestOptions),
    delete: (path, requestOptions) => request('delete', path, undefined, requestOptions),
    download,
    refreshAccessToken,
  };
}
