/** Save-Data and prefers-reduced-data (issue 15): to be built. */
export function applyLowDataPreference(): void {}
