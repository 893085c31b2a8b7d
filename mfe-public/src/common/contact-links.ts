import { mailtoHref, siteConfig, telHref } from '@tulia/shared/site-config';

// Hrefs of the contact channels, derived once from the site configuration (never hard-coded:
// each deployment sets its own numbers and addresses).
export const helplineHref = telHref(siteConfig.helplineTel);
export const emergencyHref = telHref(siteConfig.emergencyNumber);
export const supportEmailHref = mailtoHref(siteConfig.supportEmail);
export const crisisEmailHref = mailtoHref(siteConfig.crisisEmail);

/** Where the apps can be downloaded (placeholders until the apps are published). */
export const storeLinks = {
  ios: { href: siteConfig.appStoreUrl, label: 'Download for iOS', device: 'iPhone & iPad', store: 'on the App Store' },
  android: { href: siteConfig.googlePlayUrl, label: 'Download for Android', device: 'Android', store: 'on Google Play' },
} as const;

export type Store = keyof typeof storeLinks;

/**
 * The Home block where the app download options live. Every "Download App" link of the site
 * points here, since the store links are placeholders until the apps are published.
 */
export const downloadAppTarget = { pathname: '/', hash: '#download-app' } as const;
