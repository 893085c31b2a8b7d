import { ApiError, errorMessage, isAbortError, isApiError } from './errors';
import { API_MESSAGES } from './messages';

describe('API_MESSAGES', () => {
  it('holds the transport and session texts exactly', () => {
    expect(API_MESSAGES.noToken).toBe('No access token found. Please log in again.');
    expect(API_MESSAGES.sessionExpired).toBe('Session expired. Please log in again.');
    expect(API_MESSAGES.network).toBe('Network error: Unable to connect to the server. Please check your connection and try again.');
    expect(API_MESSAGES.unexpected).toBe('An unexpected error occurred. Please try again.');
    expect(API_MESSAGES.requestFailed(502, 'Bad Gateway')).toBe('API request failed: 502 Bad Gateway');
  });
});

describe('ApiError', () => {
  it('carries kind, message, status, body and cause', () => {
    const cause = new TypeError('boom');
    const error = new ApiError('http', 'Nope', 409, { message: 'Nope' }, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe('ApiError');
    expect(error.kind).toBe('http');
    expect(error.message).toBe('Nope');
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: 'Nope' });
    expect(error.cause).toBe(cause);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('recognises an abort, wrapped or not', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(isAbortError(abort)).toBe(true);
    expect(isAbortError(new ApiError('unexpected', 'x', undefined, undefined, { cause: abort }))).toBe(true);
    expect(isAbortError(new ApiError('network', 'x'))).toBe(false);
  });
});

describe('errorMessage', () => {
  it('uses a non-empty message, else the fallback', () => {
    expect(errorMessage(new ApiError('http', 'Email already exists'), 'Failed to save user')).toBe('Email already exists');
    expect(errorMessage(new Error('Plain'), 'Failed to save user')).toBe('Plain');
    expect(errorMessage(new Error(''), 'Failed to save user')).toBe('Failed to save user');
    expect(errorMessage(new Error('   '), 'Failed to save user')).toBe('Failed to save user');
    expect(errorMessage('a string', 'Failed to save user')).toBe('Failed to save user');
    expect(errorMessage(undefined, 'Failed to save user')).toBe('Failed to save user');
  });
});
