/**
 * Why the rules gave a message its tier, as category codes only: never the words that matched.
 * `wording` marks a tier raised by the wording model (no rule matched that much). In the contract's
 * order; the contract adds `manual`, a tier set by an administrator (RISK_REASONS).
 *
 * A plain list without zod, so that the risk rules (`@tulia/shared/risk`) read the contract's order
 * without bundling the schemas into the chat helper.
 */
export const RULE_REASONS = [
  'subject',
  'intent',
  'means',
  'plan',
  'farewell',
  'third_party',
  'self_harm',
  'abuse',
  'hopelessness',
  'burden',
  'worry_other',
  'wording',
] as const;
