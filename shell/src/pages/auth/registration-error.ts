/** The registration failure texts, chosen from the error's message. */
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Network error')) {
    return 'Connection failed. Please check if the server is running and try again. If the problem persists, contact your system administrator.';
  }
  if (message.includes('CORS')) {
    return 'Server configuration issue detected. Please contact your system administrator to fix the CORS settings.';
  }
  return message || 'Registration failed. Please try again.';
}
