/** One link of the top navigation. */
export interface NavigationItem {
  to: string;
  label: string;
  description: string;
}

// The four links of the top navigation, with the descriptions the specification gives them
// (Home has none in the specification; it gets a short one so the four read alike).
export const primaryNavigation: readonly NavigationItem[] = [
  { to: '/', label: 'Home', description: 'Start here and see how Tulia can help' },
  { to: '/assessment', label: 'Take Assessment', description: 'Discover your mental wellness' },
  { to: '/our-story', label: 'Our Story', description: 'About the company and the app' },
  { to: '/contact', label: 'Contact Us', description: 'Get in touch with the team' },
];
