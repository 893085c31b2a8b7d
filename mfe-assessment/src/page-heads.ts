import type { PageHead } from '@tulia/shared/site-config';

export const assessmentPageHead: PageHead = {
  title: 'Wellness Assessment | Tulia',
  description: 'A free, private wellness check-in that takes about 2 minutes. Your answers stay on your device: nothing is sent or saved.',
};

export const resultsPageHead: PageHead = {
  title: 'Your Results | Tulia',
  description: 'The result of your private wellness check-in, with what might help and next steps. It stays on your device: nothing is sent or saved.',
};
