/** What the browser says about the connection (Network Information API, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to skip keeping the warm files (about 600 KiB): the visitor turned on Data Saver, or
 * the connection is so slow that downloading them would take it away from the page being read.
 * Pages and code the visitor opens are still kept as they load.
 */
export function wantsLessData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}
