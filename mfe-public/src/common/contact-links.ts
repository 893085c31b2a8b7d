import { siteConfig } from '@tulia/shared/site-config';

// The channels' hrefs are the self-assessment's too: derived once in the shared library.
export { crisisEmailHref, emergencyHref, helplineHref, supportEmailHref } from '@tulia/shared/public-ui';

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
