/** What the browser says about the connection (Network Information API, where it exists). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  /** Reported by few browsers; a mobile connection (`type: 'cellular'`) is not metered by itself. */
  metered?: boolean;
}

/**
 * Whether the connection rules out keeping the rest of the site without being asked (about
 * 600 KiB): the visitor turned on Data Saver, the connection is so slow that downloading it
 * would take it away from the page being read, or the browser says every byte is paid for.
 * Pages and code the visitor opens are still kept as they load.
 */
export function wantsLessData(connection: ConnectionHints | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g' || connection.metered === true;
}
