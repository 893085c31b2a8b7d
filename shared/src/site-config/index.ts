/**
 * Contact details and store links, in one place: every page reads them here. A deployment
 * overrides any of them at build time with the VITE_SITE_* variables below; the defaults are
 * the demo deployment's.
 */
export interface SiteConfig {
  productName: string;
  organisation: string;
  /**
   * Human-readable helpline number. The default is Kenya Red Cross's free line (1199), answered
   * 24 hours a day, a real number that answers people in distress, so that no build ever shows
   * an invented number; a deployment sets its own with VITE_SITE_HELPLINE_*.
   */
  helplineDisplay: string;
  /** The same number for tel: links (digits and a leading +). */
  helplineTel: string;
  /** Who answers the helpline, named wherever the organisation does not run it itself. */
  helplineName: string;
  /**
   * Whether the organisation itself runs a free helpline answered 24/7. Only then may public
   * copy say "our 24/7 helpline"; otherwise it names who answers (`helplineName`). Default false.
   */
  ownHelpline247: boolean;
  /** Childline Kenya (free, 24 hours): offered to visitors under 18 on crisis paths. */
  childline: { name: string; number: string };
  /**
   * When the team reads contact-form messages (Africa/Nairobi). Defaults to the office hours:
   * nobody reads the form at night, so no text may suggest otherwise.
   */
  contactFormHours: string;
  /** Emergency services number in Kenya. */
  emergencyNumber: string;
  supportEmail: string;
  crisisEmail: string;
  privacyEmail: string;
  dataProtectionOfficer: { name: string; email: string; phone: string; postalAddress: string };
  office: { street: string; city: string; country: string; hours: string };
  liveChatHours: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  /**
   * Where the quick exit ("Exit this page") sends the visitor: an everyday site that draws no
   * attention on a shared phone.
   */
  quickExitUrl: string;
  /** The emergency advice: every crisis path and the offline page show this exact text. */
  crisisAdvice: string;
}

type Env = Record<string, string | undefined>;

function readEnv(): Env {
  // Written as `import.meta.env` itself (no variable in between) so that Vite replaces it with
  // the build's VITE_* values; elsewhere (the api, tests in Node) it is undefined.
  return (import.meta as ImportMeta & { env?: Env }).env ?? {};
}

const env = readEnv();
const pick = (key: string, fallback: string): string => {
  const value = env[key];
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
};
/** A yes/no setting: only an explicit "true" (or "1", "yes") turns it on. */
const flag = (key: string): boolean => ['true', '1', 'yes'].includes(pick(key, 'false').toLowerCase());

const officeHours = pick('VITE_SITE_OFFICE_HOURS', 'Mon-Fri 8AM-6PM EAT');

export const siteConfig: SiteConfig = {
  productName: pick('VITE_SITE_PRODUCT_NAME', 'Tulia'),
  organisation: pick('VITE_SITE_ORGANISATION', 'Tulia Mental Wellness Foundation'),
  helplineDisplay: pick('VITE_SITE_HELPLINE_DISPLAY', '1199'),
  helplineTel: pick('VITE_SITE_HELPLINE_TEL', '1199'),
  helplineName: pick('VITE_SITE_HELPLINE_NAME', 'Kenya Red Cross'),
  ownHelpline247: flag('VITE_SITE_OWN_HELPLINE_24_7'),
  childline: { name: pick('VITE_SITE_CHILDLINE_NAME', 'Childline Kenya'), number: pick('VITE_SITE_CHILDLINE_NUMBER', '116') },
  contactFormHours: pick('VITE_SITE_CONTACT_FORM_HOURS', officeHours),
  emergencyNumber: pick('VITE_SITE_EMERGENCY_NUMBER', '999'),
  supportEmail: pick('VITE_SITE_SUPPORT_EMAIL', 'support@tulia.co.ke'),
  crisisEmail: pick('VITE_SITE_CRISIS_EMAIL', 'crisis@tulia.co.ke'),
  privacyEmail: pick('VITE_SITE_PRIVACY_EMAIL', 'privacy@tulia.co.ke'),
  dataProtectionOfficer: {
    name: pick('VITE_SITE_DPO_NAME', 'Data Protection Officer'),
    email: pick('VITE_SITE_DPO_EMAIL', 'dpo@tulia.co.ke'),
    phone: pick('VITE_SITE_DPO_PHONE', '+254 20 765 4321'),
    postalAddress: pick('VITE_SITE_DPO_POSTAL', 'P.O. Box 12345-00100, Nairobi, Kenya'),
  },
  office: {
    street: pick('VITE_SITE_OFFICE_STREET', 'Ngong Road, Kilimani'),
    city: pick('VITE_SITE_OFFICE_CITY', 'Nairobi'),
    country: pick('VITE_SITE_OFFICE_COUNTRY', 'Kenya'),
    hours: officeHours,
  },
  liveChatHours: '9AM-6PM EAT',
  // Placeholders until the apps are published.
  appStoreUrl: pick('VITE_SITE_APP_STORE_URL', '#app-store'),
  googlePlayUrl: pick('VITE_SITE_GOOGLE_PLAY_URL', '#google-play'),
  quickExitUrl: pick('VITE_SITE_QUICK_EXIT_URL', 'https://www.google.com/'),
  crisisAdvice: "If you're in immediate danger, please call emergency services or go to your nearest hospital.",
};

/**
 * How a sentence of public copy names the helpline, in one place so that no page claims more
 * than is true: "our free 24/7 helpline" only when the organisation runs one (`ownHelpline247`);
 * otherwise the service that answers is named: "the free 24-hour Kenya Red Cross helpline".
 */
export interface HelplineWords {
  /** Before the number in a sentence: "Call {phrase} on 1199". */
  phrase: string;
  /** Who answers, or '' when it is the organisation itself: e.g. "Kenya Red Cross". */
  operator: string;
}

export function helplineWordsFor(config: Pick<SiteConfig, 'ownHelpline247' | 'helplineName'>): HelplineWords {
  return config.ownHelpline247
    ? { phrase: 'our free 24/7 helpline', operator: '' }
    : { phrase: `the free 24-hour ${config.helplineName} helpline`, operator: config.helplineName };
}

export const helplineWords: HelplineWords = helplineWordsFor(siteConfig);

export const telHref = (tel: string): string => `tel:${tel.replace(/[^+\d]/g, '')}`;
export const mailtoHref = (email: string, subject?: string): string => (subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`);

/**
 * The head of a public page (its document title and meta description), exported as `pageHead`
 * by each exposed page module: the composed HTML and the browser's title after a navigation
 * both come from the page's owner.
 */
export interface PageHead {
  /** The whole document title, e.g. "Contact Us | Tulia". */
  title: string;
  /** One or two sentences for search results and link previews (at most about 160 characters). */
  description: string;
}
