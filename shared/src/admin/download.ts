import { apiClient, type SearchParams } from '@tulia/shared/api-client';

/**
 * Saves a file the api makes (a CSV export) under the name the server gives. Fetched with the
 * admin's token like any call, so an export is never a bare link someone could reuse.
 */
export async function downloadFile(path: string, searchParams: SearchParams, fallbackName: string): Promise<void> {
  const file = await apiClient.download(path, { searchParams });
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; free the memory soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
