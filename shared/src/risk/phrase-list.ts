/**
 * A category's wording as regular-expression sources over normalised text. `strong` counts
 * wherever it appears; `topic` (a bare word for the subject, such as "suicide") is set aside when
 * the message is about prevention, training, research or a partnership.
 */
export interface PhraseList {
  strong: readonly string[];
  topic: readonly string[];
}
