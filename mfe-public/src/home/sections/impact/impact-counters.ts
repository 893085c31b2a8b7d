/** One animated figure of the Impact section. */
export interface ImpactCounter {
  key: string;
  target: number;
  suffix: string;
  /** Milliseconds between two steps of one; together with the target it sets the duration. */
  stepMs: number;
  label: string;
}

export const impactCounters: readonly ImpactCounter[] = [
  { key: 'reached', target: 50, suffix: 'K+', stepMs: 30, label: 'People reached' },
  { key: 'carers', target: 100, suffix: '+', stepMs: 25, label: 'Licensed therapists and Rafikis' },
  { key: 'target', target: 10, suffix: 'M', stepMs: 100, label: 'People we aim to reach across Africa in the next decade' },
];
