/**
 * What the wake-up script (wake.ts) and the app agree on about a preview: the address parameter
 * that asks for one and the localStorage key that keeps it. Constants only, so that the wake-up
 * script takes two strings and nothing else.
 */

/** `?preview=<remote package>@<version>` asks for a preview in this browser. */
export const PREVIEW_PARAM = 'preview';

/** localStorage: `{ "<remote package>": { "version": "<version>", "until": <epoch ms> } }`. */
export const PREVIEW_STORAGE_KEY = 'tulia.preview';
