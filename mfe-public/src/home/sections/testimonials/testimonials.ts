/** A testimonial. */
export interface Testimonial {
  text: string;
  name: string;
  title: string;
  type: 'Rafiki' | 'Client';
}

// Five stories, three from Rafikis and two from therapy clients, one of
// them anonymous. Shared with permission in the spirit of the people who inspired them.
export const testimonials: readonly Testimonial[] = [
  {
    type: 'Rafiki',
    name: 'Wanjiru',
    title: 'Rafiki, Nairobi',
    text: 'When I trained as a Rafiki, I thought I was learning to help other people. I did not expect how much listening would heal me too. Every conversation reminds me that nobody should carry their burdens alone.',
  },
  {
    type: 'Client',
    name: 'Kevin',
    title: 'Therapy client',
    text: 'I booked my first session sure that I would cancel. My therapist was patient and never judged me. Months later I sleep better, I have started running again, and I can finally talk to my family about how I feel.',
  },
  {
    type: 'Rafiki',
    name: 'Brian',
    title: 'Rafiki, Kisumu',
    text: 'Many of the young men I talk to have never said "I am not okay" out loud before. Being the first person they tell is an honour, and I take it seriously. Then I help them find the next step.',
  },
  {
    type: 'Client',
    name: 'Anonymous',
    title: 'Therapy client',
    text: 'I used the app anonymously for weeks before I was ready to talk to anyone. Nobody rushed me. When I finally booked therapy, the sliding-scale fee made it possible for a student like me.',
  },
  {
    type: 'Rafiki',
    name: 'Amina',
    title: 'Rafiki, Mombasa',
    text: 'In my Boma on exam stress we laugh, we share study tips, and sometimes we just sit with each other’s worries. For many members it is the first place they have felt understood.',
  },
];
