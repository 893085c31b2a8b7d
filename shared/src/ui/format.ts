// Dates as people in Kenya read them (en-KE), in the visitor's time zone.

const toDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-KE', { day: 'numeric', month: 'short', year: 'numeric' }) : fallback;
}

export function formatDateTime(value: string | number | Date | null | undefined, fallback = '—'): string {
  const date = toDate(value);
  return date ? date.toLocaleString('en-KE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : fallback;
}

/** 'on_leave' → 'On leave': status values shown as words. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Shortens a visitor's text for a table cell; the full text is in the details dialog. */
export function truncate(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * A span of time as staff read it at a glance: '48 min', '3 h 12 min', '2 d 4 h'. Whole minutes,
 * rounded down; never negative.
 */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
