// Our Story: the timeline and the figures the organisation states, nothing invented.

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

export const milestones: readonly Milestone[] = [
  {
    year: '2016',
    title: 'Founded as a non-profit social enterprise',
    text: 'A small team in Nairobi set out to make mental health support something young people could reach, afford and trust, without shame.',
  },
  {
    year: '2020',
    title: 'Our peer model proven',
    text: 'Trained peer supporters showed what we had hoped: young people open up to someone who understands their world, and listening, done well, changes lives.',
  },
  {
    year: '2022',
    title: '2 million people reached',
    text: 'Through community programmes, schools, campuses and partners, our work had reached more than 2 million people.',
  },
  {
    year: '2025',
    title: 'The app is born',
    text: 'We brought everything together in one app: licensed therapists, Rafikis, Bomas, a media library and wellness tools, in your pocket.',
  },
];

export interface StoryStat {
  value: string;
  label: string;
}

export const storyStats: readonly StoryStat[] = [
  { value: '2M+', label: 'People reached' },
  { value: '100+', label: 'Licensed therapists' },
  { value: '100+', label: 'Trained Rafikis' },
  { value: '9', label: 'Years of listening' },
];

export const missionKeeps: readonly string[] = [
  'Peer support at the heart of everything: people who have been there, listening to people who are there now.',
  'Community: Bomas where nobody has to feel like the only one.',
  'Care that is affordable, with most of it free.',
  'Warmth and respect, in words young people actually use.',
];

export const missionAdds: readonly string[] = [
  'An app that is there whenever you reach for it, wherever you are in Kenya.',
  'The choice to stay anonymous until you are ready.',
  'Licensed therapists you can book from your phone.',
  'Tools to check in with yourself and see your progress over time.',
];
