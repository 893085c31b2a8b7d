import type { ContactSubject, GroupCategory, ResourceCategory, ResourceType } from '@tulia/shared/contract';

// Demo content for a Kenyan youth mental-wellness service. People are fictional; their
// addresses use the reserved example.org domain so that no real inbox is ever written to.

export const FIRST_NAMES = [
  'Wanjiku',
  'Achieng',
  'Njeri',
  'Akinyi',
  'Wambui',
  'Chebet',
  'Nafula',
  'Auma',
  'Mwikali',
  'Nyambura',
  'Jepkoech',
  'Atieno',
  'Kerubo',
  'Moraa',
  'Zawadi',
  'Neema',
  'Imani',
  'Faith',
  'Mercy',
  'Grace',
  'Amani',
  'Baraka',
  'Otieno',
  'Kamau',
  'Kiprop',
  'Mutua',
  'Omondi',
  'Njoroge',
  'Wafula',
  'Kipchoge',
  'Onyango',
  'Mwangi',
  'Kibet',
  'Barasa',
  'Ochieng',
  'Juma',
  'Hassan',
  'Brian',
  'Kevin',
  'Dennis',
  'Halima',
  'Fatuma',
  'Salma',
  'Abdi',
  'Farah',
  'Nasimiyu',
  'Makena',
  'Kawira',
  'Gakii',
  'Nkirote',
] as const;

export const LAST_NAMES = [
  'Kamau',
  'Otieno',
  'Wanjiru',
  'Mwangi',
  'Ochieng',
  'Njoroge',
  'Kiprotich',
  'Mutua',
  'Wekesa',
  'Omondi',
  'Kariuki',
  'Chepkemoi',
  'Onyango',
  'Muthoni',
  'Kimani',
  'Odhiambo',
  'Karanja',
  'Nyaga',
  'Cheruiyot',
  'Langat',
  'Simiyu',
  'Wairimu',
  'Mugo',
  'Ndirangu',
  'Owino',
  'Kilonzo',
  'Musyoka',
  'Nduta',
  'Rotich',
  'Were',
  'Abdullahi',
  'Mohamed',
  'Ali',
  'Kosgei',
  'Njuguna',
  'Gitau',
  'Okello',
  'Achola',
  'Nyongesa',
  'Makokha',
] as const;

export const TOWNS = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Thika',
  'Nyeri',
  'Machakos',
  'Kakamega',
  'Kisii',
  'Meru',
  'Malindi',
  'Garissa',
  'Kitale',
  'Naivasha',
  'Embu',
  'Kericho',
  'Bungoma',
  'Kitui',
  'Lamu',
] as const;

export const THERAPIST_SPECIALIZATIONS = [
  'CBT',
  'Trauma-informed care',
  'Grief counselling',
  'Anxiety',
  'Depression',
  'Substance use',
  'Family therapy',
  'Adolescent mental health',
  'Couples therapy',
  'Mindfulness-based therapy',
  'Perinatal mental health',
] as const;

export const EDUCATION = [
  'MA Counselling Psychology, Daystar University',
  'BSc Psychology, University of Nairobi',
  'MSc Clinical Psychology, Kenyatta University',
  'PhD Clinical Psychology, USIU-Africa',
  'Higher Diploma in Counselling, Kenya Institute of Professional Counselling',
  'MMed Psychiatry, Moi University',
  "MA Marriage and Family Therapy, St. Paul's University",
] as const;

export const LANGUAGES = ['English', 'Kiswahili', 'Dholuo', 'Gikuyu', 'Kalenjin', 'Luhya', 'Kamba', 'Somali', 'Kisii'] as const;

export const RAFIKI_SPECIALTIES = [
  'Anxiety',
  'Stress',
  'Grief and loss',
  'Relationships',
  'Academic pressure',
  'Substance use recovery',
  'Loneliness',
  'Self-esteem',
  'Body image',
  'Family conflict',
  'Job-seeking stress',
  'New parents',
] as const;

export const HELP_AREAS = [
  'University students',
  'High school leavers',
  'Young parents',
  'First jobbers',
  'Creatives',
  'Athletes',
  'Rural youth',
  'Boda boda riders',
  'Young people in recovery',
  'Faith communities',
] as const;

export const RAFIKI_STORIES = [
  'I went through a long season of anxiety during campus. A peer group helped me find words for it, and I want to be that person for someone else.',
  'After losing my father I felt alone for a year. Talking to someone my age who understood changed everything.',
  'I am in recovery from alcohol use. Five years sober, I know how much it helps to hear that it gets better.',
  'Moving to Nairobi for my first job, loneliness hit me hard. I learned small habits that kept me going.',
  'I grew up caring for a sibling with depression and learned to listen without judging.',
  'Exam pressure nearly broke me in Form Four. I want young people to know that one result does not decide their life.',
];

export const RAFIKI_MOTIVATIONS = [
  'I want to give back what my own rafiki gave me.',
  'Young people in my county have nowhere to talk. I want to change that.',
  'Listening is something I am good at, and it can save lives.',
  'I believe mental health support should be free and close to home.',
  'I want to help break the stigma around asking for help.',
];

export const BIOS = [
  'Peer supporter who loves football, long walks and good conversations.',
  'Community volunteer and part-time graphic designer.',
  'Nursing student passionate about youth wellbeing.',
  'Teacher by day, listener by heart.',
  'Youth leader in my church and a proud aunt.',
  'Software developer who believes in talking things through.',
];

export interface GroupSeed {
  name: string;
  description: string;
  category: GroupCategory;
  tags: string[];
  isPrivate?: boolean;
  status?: 'active' | 'inactive' | 'suspended';
}

export const GROUPS: GroupSeed[] = [
  {
    name: 'Campus Calm Circle',
    description: 'A weekly space for university students to talk about stress, deadlines and finding balance on campus.',
    category: 'Mental Health',
    tags: ['students', 'stress', 'campus'],
  },
  {
    name: 'Young Mothers Boma',
    description: 'Support for young mothers navigating parenting, postpartum moods and going back to school or work.',
    category: 'Support',
    tags: ['parenting', 'postpartum', 'women'],
  },
  {
    name: 'Grief Support Circle',
    description: 'For anyone who has lost someone close. Share memories, learn about grief and feel less alone.',
    category: 'Therapy',
    tags: ['grief', 'loss'],
  },
  {
    name: 'Sober Together',
    description: 'A peer group for young people cutting down or stopping alcohol and drugs, one day at a time.',
    category: 'Support',
    tags: ['recovery', 'alcohol', 'substance use'],
    isPrivate: true,
  },
  {
    name: 'Creatives Mind Space',
    description: 'Artists, musicians and writers talking about burnout, rejection and making a living from their craft.',
    category: 'Social',
    tags: ['creatives', 'burnout'],
  },
  {
    name: 'Hustlers Wellness Hub',
    description: 'For young entrepreneurs and hustlers dealing with money stress, long hours and uncertainty.',
    category: 'Wellness',
    tags: ['money', 'work', 'hustle'],
  },
  {
    name: 'Men Talk Kenya',
    description: 'A safe place for young men to talk about feelings, pressure and what it means to be strong.',
    category: 'Mental Health',
    tags: ['men', 'stigma'],
  },
  {
    name: 'Exam Season Support',
    description: 'KCSE and university exam candidates sharing study tips, sleep habits and ways to handle pressure.',
    category: 'Education',
    tags: ['exams', 'students', 'sleep'],
  },
  {
    name: 'Boda Riders Boma',
    description: 'Boda boda riders supporting each other through long days, accidents and family responsibilities.',
    category: 'Social',
    tags: ['boda boda', 'work'],
    isPrivate: true,
  },
  {
    name: 'Mindful Mornings',
    description: 'Short guided breathing and mindfulness practice to start the day with a clear head.',
    category: 'Wellness',
    tags: ['mindfulness', 'breathing', 'routine'],
  },
  {
    name: 'First Jobs, Fresh Starts',
    description: 'Graduates in their first jobs sharing how they handle new cities, bosses and imposter feelings.',
    category: 'Education',
    tags: ['career', 'graduates'],
    status: 'inactive',
  },
  {
    name: 'Rural Youth Connect',
    description: 'Connecting young people outside the big towns who want support close to home.',
    category: 'Support',
    tags: ['rural', 'community'],
    status: 'suspended',
  },
];

export interface SuggestionSeed {
  groupName: string;
  description: string;
  category: GroupCategory;
  reasoning: string;
  status: 'pending' | 'approved' | 'rejected';
  adminNotes?: string;
}

export const SUGGESTIONS: SuggestionSeed[] = [
  {
    groupName: 'Teen Dads Boma',
    description: 'Support for young fathers learning to parent.',
    category: 'Support',
    reasoning: 'Young fathers are often left out of parenting support.',
    status: 'pending',
  },
  {
    groupName: 'Living with HIV, Living Well',
    description: 'Young people living with HIV supporting each other.',
    category: 'Mental Health',
    reasoning: 'Stigma still makes it hard to talk about our status.',
    status: 'pending',
  },
  {
    groupName: 'Gamers Unwind',
    description: 'Gamers talking about balance, sleep and online stress.',
    category: 'Social',
    reasoning: 'Many of us game to cope and want to talk about it.',
    status: 'pending',
  },
  {
    groupName: 'Coast Youth Circle',
    description: 'A boma for young people in Mombasa and Kilifi.',
    category: 'Support',
    reasoning: 'Most groups meet in Nairobi time and culture.',
    status: 'pending',
  },
  {
    groupName: 'Anxiety at Work',
    description: 'Managing anxiety in the workplace.',
    category: 'Therapy',
    reasoning: 'Panic attacks at work are common and nobody talks about them.',
    status: 'pending',
  },
  {
    groupName: 'Bookworms for Wellbeing',
    description: 'A reading circle on books about mental health.',
    category: 'Education',
    reasoning: 'Reading together helps us open up.',
    status: 'pending',
  },
  {
    groupName: 'Sober Together',
    description: 'Peer support for recovery from alcohol and drugs.',
    category: 'Support',
    reasoning: 'We need a place that is not judgemental.',
    status: 'approved',
    adminNotes: 'Approved; Rafiki with recovery experience assigned.',
  },
  {
    groupName: 'Mindful Mornings',
    description: 'Morning mindfulness practice.',
    category: 'Wellness',
    reasoning: 'Short routines help many of us.',
    status: 'approved',
    adminNotes: 'Great idea, created as a wellness group.',
  },
  {
    groupName: 'Crypto Traders Support',
    description: 'Traders supporting each other after losses.',
    category: 'Social',
    reasoning: 'Many lost savings and feel ashamed.',
    status: 'rejected',
    adminNotes: 'Covered by Hustlers Wellness Hub; we suggested joining it.',
  },
  {
    groupName: 'Night Owls',
    description: 'A late-night chat group.',
    category: 'Social',
    reasoning: 'Nights are the hardest.',
    status: 'rejected',
    adminNotes: 'Late-night crisis support needs trained staff; we shared the 24/7 helpline instead.',
  },
];

export interface ResourceSeed {
  title: string;
  description: string;
  category: ResourceCategory;
  type: ResourceType;
  url: string;
  phone?: string;
  tags: string[];
  active?: boolean;
}

export const RESOURCES: ResourceSeed[] = [
  {
    title: 'Kenya Red Cross Society Helpline',
    description: 'Free 24/7 line for emergencies and psychosocial support, anywhere in Kenya.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://www.redcross.or.ke',
    phone: '1199',
    tags: ['24/7', 'toll free', 'crisis'],
  },
  {
    title: 'Befrienders Kenya',
    description: 'Confidential emotional support for anyone feeling distressed or thinking about suicide.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://www.befrienderskenya.org',
    phone: '+254 722 178 177',
    tags: ['suicide prevention', 'listening'],
  },
  {
    title: 'National Emergency Numbers',
    description: 'Police, ambulance and fire in an emergency: call 999 or 112 from any phone.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://www.nationalpolice.go.ke',
    phone: '999 / 112',
    tags: ['emergency'],
  },
  {
    title: 'Childline Kenya',
    description: 'Free 24-hour helpline for children and young people at risk of abuse or neglect.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://www.childlinekenya.co.ke',
    phone: '116',
    tags: ['children', 'toll free'],
  },
  {
    title: 'National GBV Helpline',
    description: 'Free, confidential support for survivors of gender-based violence.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://www.gender.go.ke',
    phone: '1195',
    tags: ['gbv', 'toll free'],
  },
  {
    title: 'NACADA Helpline',
    description: 'Advice and referrals for alcohol and drug use, for you or someone you love.',
    category: 'Crisis Support',
    type: 'hotline',
    url: 'https://nacada.go.ke',
    phone: '1192',
    tags: ['substance use', 'toll free'],
  },
  {
    title: 'Understanding Anxiety',
    description: 'What anxiety is, why it happens and simple steps that help when it shows up.',
    category: 'Mental Health',
    type: 'article',
    url: 'https://tulia.co.ke/library/understanding-anxiety',
    tags: ['anxiety', 'basics'],
  },
  {
    title: 'Coping With Exam Stress',
    description: 'Practical tips for KCSE and university exams: sleep, breaks and keeping perspective.',
    category: 'Education',
    type: 'article',
    url: 'https://tulia.co.ke/library/exam-stress',
    tags: ['exams', 'students'],
  },
  {
    title: 'Grief: What to Expect',
    description: 'Grief comes in waves. Learn what is normal and when to ask for more support.',
    category: 'Mental Health',
    type: 'article',
    url: 'https://tulia.co.ke/library/grief',
    tags: ['grief', 'loss'],
  },
  {
    title: 'Sleep and Your Mood',
    description: 'How sleep affects your mental health, and a one-week plan to sleep better.',
    category: 'Wellness',
    type: 'article',
    url: 'https://tulia.co.ke/library/sleep',
    tags: ['sleep', 'habits'],
  },
  {
    title: 'Talking to Family About Mental Health',
    description: 'Ideas for starting the conversation with parents and relatives who may not understand.',
    category: 'Community',
    type: 'article',
    url: 'https://tulia.co.ke/library/talking-to-family',
    tags: ['family', 'stigma'],
  },
  {
    title: 'Box Breathing in Two Minutes',
    description: 'A short guided video to calm a racing heart before an exam, interview or hard talk.',
    category: 'Wellness',
    type: 'video',
    url: 'https://tulia.co.ke/library/box-breathing',
    tags: ['breathing', 'panic'],
  },
  {
    title: 'Money Stress and Mental Health',
    description: 'When bills pile up: managing worry, talking about money and finding help.',
    category: 'Wellness',
    type: 'article',
    url: 'https://tulia.co.ke/library/money-stress',
    tags: ['money', 'stress'],
  },
  {
    title: 'Five-Minute Mindfulness',
    description: 'A guided practice you can do on a matatu, at your desk or before bed.',
    category: 'Wellness',
    type: 'video',
    url: 'https://tulia.co.ke/library/mindfulness',
    tags: ['mindfulness'],
  },
  {
    title: 'Self-Care Toolkit',
    description: 'A printable workbook with daily check-ins, coping ideas and a safety plan template.',
    category: 'Wellness',
    type: 'pdf',
    url: 'https://tulia.co.ke/library/self-care-toolkit.pdf',
    tags: ['workbook', 'safety plan'],
  },
  {
    title: 'Supporting a Friend in Crisis',
    description: 'What to say, what not to say and when to call for help if a friend is struggling.',
    category: 'Crisis Support',
    type: 'article',
    url: 'https://tulia.co.ke/library/friend-in-crisis',
    tags: ['friends', 'crisis'],
  },
  {
    title: 'Alcohol and Your Mood',
    description: 'How drinking affects anxiety and low mood, and tips for cutting down.',
    category: 'Mental Health',
    type: 'article',
    url: 'https://tulia.co.ke/library/alcohol-and-mood',
    tags: ['alcohol', 'substance use'],
  },
  {
    title: 'Social Media and Self-Esteem',
    description: 'Comparison, likes and scrolling late at night: taking back control of your feed.',
    category: 'Mental Health',
    type: 'video',
    url: 'https://tulia.co.ke/library/social-media',
    tags: ['social media', 'self-esteem'],
  },
  {
    title: 'Starting Therapy: What to Expect',
    description: 'Your first session, confidentiality, costs and how to find the right therapist.',
    category: 'Education',
    type: 'article',
    url: 'https://tulia.co.ke/library/starting-therapy',
    tags: ['therapy', 'basics'],
  },
  {
    title: 'Journaling Prompts for Hard Days',
    description: 'Thirty prompts to untangle your thoughts, in English and Kiswahili.',
    category: 'Wellness',
    type: 'pdf',
    url: 'https://tulia.co.ke/library/journaling-prompts.pdf',
    tags: ['journaling', 'kiswahili'],
  },
  {
    title: 'Loneliness in the City',
    description: 'Moved to a new town for school or work? Ways to build connection step by step.',
    category: 'Community',
    type: 'article',
    url: 'https://tulia.co.ke/library/loneliness',
    tags: ['loneliness', 'connection'],
  },
  {
    title: 'Mood Changes After Birth',
    description: 'Baby blues, postpartum depression and where new mothers in Kenya can get help.',
    category: 'Mental Health',
    type: 'article',
    url: 'https://tulia.co.ke/library/postpartum',
    tags: ['postpartum', 'mothers'],
  },
  {
    title: 'Building Healthy Relationships',
    description: 'Boundaries, respect and recognising warning signs in relationships.',
    category: 'Education',
    type: 'video',
    url: 'https://tulia.co.ke/library/healthy-relationships',
    tags: ['relationships', 'boundaries'],
    active: false,
  },
  {
    title: 'Move for Your Mood',
    description: 'A 15-minute at-home workout video designed to lift your energy.',
    category: 'Wellness',
    type: 'video',
    url: 'https://tulia.co.ke/library/move-for-mood',
    tags: ['exercise'],
    active: false,
  },
  {
    title: 'Finding Your Boma',
    description: 'How Tulia boma groups work and how to pick one that fits you.',
    category: 'Community',
    type: 'pdf',
    url: 'https://tulia.co.ke/library/finding-your-boma.pdf',
    tags: ['bomas', 'community'],
    active: false,
  },
];

export const CONTACT_MESSAGES: { subject: ContactSubject; message: string }[] = [
  { subject: 'General Inquiry', message: 'Hello, is the app free to use? I am a student and cannot afford much.' },
  { subject: 'General Inquiry', message: 'How do I join a boma group near Kisumu?' },
  { subject: 'Technical Support', message: 'The app keeps logging me out after I update my profile picture.' },
  { subject: 'Technical Support', message: 'I did not receive the verification SMS on Safaricom. Can you help?' },
  { subject: 'Partnership Opportunity', message: 'We run a youth centre in Kibera and would love to partner on mental health days.' },
  { subject: 'Partnership Opportunity', message: 'Our university counselling office would like to refer students to Tulia.' },
  { subject: 'Media & Press', message: 'I am a journalist preparing a feature on youth mental health. Could I interview your team?' },
  { subject: 'Crisis Support', message: 'My friend has been talking about ending her life. What should I do right now?' },
  { subject: 'Crisis Support', message: 'I am not okay and I do not know who to talk to.' },
  { subject: 'Feedback & Suggestions', message: 'Please add more content in Kiswahili. My parents would use it too.' },
  { subject: 'Feedback & Suggestions', message: 'The assessment was really helpful. Thank you for making it private.' },
  { subject: 'Other', message: 'Are you hiring counsellors? I am licensed with KCPB.' },
  { subject: 'Other', message: 'How can I become a Rafiki? I finished a peer counselling course last year.' },
];

export const CONTACT_REPLIES = [
  'Thank you for reaching out. Most of Tulia is free; only therapy sessions are paid, and fees are on a sliding scale.',
  'Thanks for your message. Our team has looked into it and we will follow up by phone this week.',
  'Karibu! We would love to talk. One of our partnerships team will call you to set up a meeting.',
  'We are sorry you are going through this. Please call 1199 (Kenya Red Cross, free, 24/7) or Befrienders Kenya on +254 722 178 177 now. If anyone is in immediate danger, call 999 or 112.',
];
