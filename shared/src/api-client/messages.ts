// Transport and session messages: fixed texts, which the tests compare word for word.
export const API_MESSAGES = {
  noToken: 'No access token found. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
  network: 'Network error: Unable to connect to the server. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  requestFailed: (status: number, statusText: string): string => `API request failed: ${status} ${statusText}`,
} as const;
