import { emailSchema } from '@tulia/shared/contract';

// The on-call lists of the out-of-hours crisis alerts (CRISIS_ONCALL_EMAILS and
// CRISIS_ONCALL_SECONDARY_EMAILS). Parsed here, read by config.ts, so that this module never
// imports the configuration's values.

export interface CrisisOncallSettings {
  /** CRISIS_ONCALL_EMAILS: alerted when a `high` message arrives out of staffed hours. Empty: no alerts. */
  primary: readonly string[];
  /** CRISIS_ONCALL_SECONDARY_EMAILS: alerted when nobody acknowledges within 30 minutes. */
  secondary: readonly string[];
}

export class CrisisOncallSettingsError extends Error {}

/**
 * A comma-separated list of e-mail addresses, trimmed, lower-cased and without repeats. An
 * address that does not validate is refused at start (rather than an alert that never arrives).
 */
export function parseOncallAddresses(name: string, raw: string | undefined): string[] {
  const addresses: string[] = [];
  for (const entry of (raw ?? '').split(',')) {
    const address = entry.trim().toLowerCase();
    if (address === '') continue;
    if (!emailSchema.safeParse(address).success) throw new CrisisOncallSettingsError(`${name}: '${entry.trim()}' is not an e-mail address`);
    if (!addresses.includes(address)) addresses.push(address);
  }
  return addresses;
}

export function crisisOncallSettings(env: Record<string, string | undefined>): CrisisOncallSettings {
  return {
    primary: parseOncallAddresses('CRISIS_ONCALL_EMAILS', env.CRISIS_ONCALL_EMAILS),
    secondary: parseOncallAddresses('CRISIS_ONCALL_SECONDARY_EMAILS', env.CRISIS_ONCALL_SECONDARY_EMAILS),
  };
}
