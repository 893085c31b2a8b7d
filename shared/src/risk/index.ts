/**
 * Risk rules for the words of a young person reaching out: the one module that decides the risk
 * tier of a contact message (in the api, when it is stored) and recognises crisis wording in the
 * assessment's chat helper. Pure (no Node or browser APIs); bundled into each build that imports it.
 *
 * The phrase lists are a starting point written by engineers. They must be reviewed and owned by
 * Kiswahili and Sheng speakers and a clinician; no such review has happened yet
 * (docs/crisis-triage-rules.md records when one does).
 */
// Types only: a value import from the contract would bundle zod into every build that imports the rules.
import type { RiskLevel, RiskReason } from '../contract/contact-triage';
import { RULE_REASONS } from '../contract/risk-reasons';
import { applyRules } from './rules';

/** Changes whenever a rule or a phrase list changes; stored beside every tier it decided. */
export const RISK_RULES_VERSION = '2026-11-27.21';

/** The subject a sender picks to say they need help now. */
export const CRISIS_SUBJECT = 'Crisis Support';

export interface RiskAssessment {
  level: RiskLevel;
  /** Category codes, never the words that matched. */
  reasons: RiskReason[];
  version: string;
}

/** The contract's order of reasons, 'manual' aside (an administrator's, never the rules'). */
export const REASON_ORDER: readonly RiskReason[] = RULE_REASONS;

const inOrder = (reasons: Iterable<RiskReason>): RiskReason[] => {
  const found = new Set(reasons);
  return REASON_ORDER.filter((reason) => found.has(reason));
};

/** The tier of a text on its own (the chat helper's question: does this speak of a crisis?). */
export function assessText(text: string): RiskAssessment {
  const { level, reasons } = applyRules(text);
  return { level, reasons: inOrder(reasons), version: RISK_RULES_VERSION };
}

/** The tier of a contact message: the subject "Crisis Support" is `high` whatever the text. */
export function assessContactMessage(input: { subject: string; message: string }): RiskAssessment {
  const text = assessText(input.message);
  if (input.subject.trim() !== CRISIS_SUBJECT) return text;
  return { level: 'high', reasons: inOrder(['subject', ...text.reasons]), version: RISK_RULES_VERSION };
}
