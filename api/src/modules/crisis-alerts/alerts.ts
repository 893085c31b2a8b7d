import type { RiskLevel } from '@tulia/shared/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';

/**
 * The on-call hook of a newly stored contact message, called by the contact form's submission
 * in the same transaction as the insert (so an alert is written to the outbox exactly when the
 * message is stored). A no-op for now: the on-call alerts replace this body, keeping the
 * signature.
 */
export async function alertOnCallIfNeeded(
  _tx: Database,
  _ctx: AppContext,
  _message: { id: number; risk_level: RiskLevel; created_at: Date },
): Promise<void> {
  // Intentionally empty until the on-call alerts land.
}
