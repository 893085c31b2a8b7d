import { Box, Heading, Link, SimpleGrid, Text } from '@tulia/shared/chakra';
import { RETENTION_DEFAULT_DAYS } from '@tulia/shared/contract';
import { mailtoHref, siteConfig, telHref } from '@tulia/shared/site-config';
import type { LegalSection } from '../common/LegalDocument';

const org = siteConfig.organisation;
const product = siteConfig.productName;
const dpo = siteConfig.dataProtectionOfficer;
const linkStyle = { color: 'brand.700', textDecoration: 'underline' } as const;

/** Privacy requests are answered within this many days. */
export const PRIVACY_REPLY_DAYS = 30;

const cookieCategories = [
  {
    name: 'Essential',
    text: 'Needed for the site to work and stay secure, for example keeping a signed-in session safe. They cannot be switched off, and they are never used to track you.',
  },
  {
    name: 'Performance',
    text: 'Help us understand, in total and without naming anyone, which pages are used and where the site is slow, so we can improve it. Used only if you agree.',
  },
  {
    name: 'Preference',
    text: 'Remember choices you make, such as settings you have picked, so you do not have to make them again. Used only if you agree.',
  },
];

/** The neutral site's name as a visitor sees it in the address bar (www.google.com). */
function neutralSiteName(): string {
  try {
    return new URL(siteConfig.quickExitUrl).hostname;
  } catch {
    return siteConfig.quickExitUrl;
  }
}

const subheading = { as: 'h3', size: 'md', color: 'gray.900', mt: '2' } as const;

/** What "Exit this page" does and does not do, and how to clear the browser's history. */
function StayingSafeOnline() {
  return (
    <>
      <Text>If someone else uses your phone or computer, or might see your screen, you can leave this website in a moment.</Text>
      <Heading {...subheading}>The Exit this page button</Heading>
      <Text>
        Every page of this website, and the chat, has an <strong>Exit this page</strong> button at the top. Tap it, or press the Shift key 3 times, and this
        website is hidden at once and replaced with {neutralSiteName()}. At the same time we forget what you did here in this tab: your assessment answers and
        result, the chat messages, and anything this website stored in your browser.
      </Text>
      <Text>Pressing Back on {neutralSiteName()} does not bring back the page you left.</Text>
      <Heading {...subheading}>What the button cannot do</Heading>
      <ul>
        <li>
          It does not clear your browser history. Other pages of this website that you opened before may still be listed there, and pressing Back more than once
          may open them again.
        </li>
        <li>It does not close other tabs or windows where this website is open.</li>
      </ul>
      <Heading {...subheading}>Clearing your browser history</Heading>
      <ul>
        <li>
          <strong>Chrome on Android:</strong> tap the three dots (⋮), then <em>History</em>, then <em>Delete browsing data</em>. Choose a time range (for
          example <em>Last hour</em>), tick <em>Browsing history</em> and tap <em>Delete data</em>. To remove only some pages, tap the ✕ next to each of them in{' '}
          <em>History</em>.
        </li>
        <li>
          <strong>Safari on iPhone:</strong> tap the Bookmarks button (the open book), then the History tab (the clock), then <em>Clear</em>, and choose a time
          range (for example <em>The last hour</em>). To remove only some pages, swipe left on each of them in the list.
        </li>
        <li>
          <strong>Private or incognito tabs:</strong> pages you open in a private tab are not kept in your history once you close the tab. In Chrome, tap the
          three dots (⋮), then <em>New Incognito tab</em>; in Safari, tap the Tabs button, then <em>Private</em>. Close the tab when you are done.
        </li>
      </ul>
      <Text>
        If someone checks your phone, a history that is suddenly empty can be noticed; removing only the last hour, or only the pages of this website, may draw
        less attention.
      </Text>
    </>
  );
}

function DataProtectionOfficer() {
  return (
    <Box as="address" fontStyle="normal" bg="brand.50" borderRadius="lg" p="5" data-testid="data-protection-officer">
      <Heading as="h3" size="md" color="gray.900" mb="2">
        {dpo.name}
      </Heading>
      <Text>
        Email:{' '}
        <Link href={mailtoHref(dpo.email)} {...linkStyle}>
          {dpo.email}
        </Link>
      </Text>
      <Text>
        Phone:{' '}
        <Link href={telHref(dpo.phone)} {...linkStyle}>
          {dpo.phone}
        </Link>
      </Text>
      <Text>Post: {dpo.postalAddress}</Text>
      <Text mt="3" fontWeight="semibold">
        We reply to every request within {PRIVACY_REPLY_DAYS} days.
      </Text>
    </Box>
  );
}

// Every section of the privacy policy, written for this service under Kenya's Data Protection
// Act, 2019.
export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About This Policy',
    content: (
      <>
        <Text>
          Your privacy matters to us, especially when you trust us with how you feel. This policy explains what personal data {org} (&ldquo;{product}&rdquo;,
          &ldquo;we&rdquo;) collects through the {product} website and app, why, and the choices and rights you have.
        </Text>
        <Text>
          We are the data controller of your personal data, and we handle it in line with Kenya&apos;s Data Protection Act, 2019 and its regulations, under the
          oversight of the Office of the Data Protection Commissioner (ODPC).
        </Text>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data We Collect',
    content: (
      <>
        <Text>We collect only what we need to support you:</Text>
        <ul>
          <li>
            <strong>Account details:</strong> a nickname, an email address or phone number to sign in, and your confirmation that you are 18 or older.
          </li>
          <li>
            <strong>Therapy booking details:</strong> your name and contact details, session times and payment records. We ask for these only when you book
            therapy.
          </li>
          <li>
            <strong>Messages you send us:</strong> through the contact form, your name, email address, phone number if you give one, the subject and your
            message.
          </li>
          <li>
            <strong>Wellbeing information:</strong> mood check-ins, assessments you take in the app, and what you share with Rafikis, in Bomas or with your
            therapist. This is sensitive health data, and we process it only with your explicit consent and to support you.
          </li>
          <li>
            <strong>Technical information:</strong> device type, app version, IP address and error reports, and the cookies described below.
          </li>
        </ul>
        <Text>
          <strong>What we do not collect:</strong> the free assessment and the chat helper on this website work entirely on your device. Your answers and chat
          messages there are never sent to us.
        </Text>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Data',
    content: (
      <>
        <ul>
          <li>To provide the Services and match you with a therapist, Rafiki or Boma (to perform our agreement with you).</li>
          <li>To arrange therapy sessions and take payments (to perform our agreement with you).</li>
          <li>To reply to your messages, usually within 24 hours (our legitimate interest in helping you).</li>
          <li>To protect life: if we believe someone is at serious risk, we may share what is needed with emergency services (vital interests).</li>
          <li>
            To improve the Services using totals and trends that do not identify you (legitimate interest), and optional analytics only if you switch them on
            (consent).
          </li>
          <li>To meet our legal duties, such as keeping tax records (legal obligation).</li>
        </ul>
        <Text>
          We never sell your personal data, and we never use it for advertising. You can withdraw any consent you have given at any time; this does not affect
          what we did before you withdrew it.
        </Text>
      </>
    ),
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing',
    content: (
      <>
        <Text>We share personal data only when it is needed, and only as much as is needed:</Text>
        <ul>
          <li>with your therapist or Rafiki, so that they can support you;</li>
          <li>
            with service providers who host our systems, send email or process payments for us, under written contracts that require them to protect your data
            and use it only on our instructions;
          </li>
          <li>with your insurer, only if you ask us to, to claim for your sessions;</li>
          <li>with emergency services, when a life may be at risk;</li>
          <li>with authorities, when Kenyan law or a court order requires it.</li>
        </ul>
        <Text>If your data is ever stored or processed outside Kenya, we do so only with the safeguards the Data Protection Act requires.</Text>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    content: (
      <>
        <Text>
          We protect your data with encryption in transit, strict access controls, passwords stored only in a scrambled (hashed) form, confidentiality
          commitments from our staff, therapists and Rafikis, and regular reviews of our safeguards.
        </Text>
        <Text>
          No system is perfectly secure. If a breach ever puts your data at risk, we will report it to the Office of the Data Protection Commissioner within 72
          hours, as the law requires, and tell you without delay, with advice on what to do.
        </Text>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    content: (
      <>
        <Text>Under the Data Protection Act, 2019, you have the right to:</Text>
        <ul>
          <li>be told how your personal data is used;</li>
          <li>see the personal data we hold about you;</li>
          <li>have wrong or incomplete data corrected;</li>
          <li>have data deleted when we no longer need it or hold it unlawfully;</li>
          <li>object to, or ask us to limit, how we use your data;</li>
          <li>receive your data in a format you can take to another service;</li>
          <li>not be subject to decisions made only by automated means that significantly affect you.</li>
        </ul>
        <Text>
          To use any of these rights, contact our Data Protection Officer (details below). We may ask you to confirm who you are, so that we never give your
          data to someone else. There is no charge, and we reply within {PRIVACY_REPLY_DAYS} days. If you are not happy with our answer, you can complain to the
          Office of the Data Protection Commissioner.
        </Text>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    content: (
      <>
        <Text>We keep personal data only as long as we need it:</Text>
        <ul>
          <li>account data, while your account is open; we delete it after you close your account, except what the law requires us to keep;</li>
          <li>therapy records, for as long as professional rules for therapists in Kenya require;</li>
          <li>payment records, for as long as Kenyan tax law requires;</li>
          <li>
            messages sent through the contact form, for as long as we need them to help you, then they are deleted: once we have answered and closed a message,
            we delete it {RETENTION_DEFAULT_DAYS.closedContactMessages} days later;
          </li>
          <li>copies of the emails we send you, such as our replies, for {RETENTION_DEFAULT_DAYS.outboxMail} days;</li>
          <li>our record of what our staff did in the system, which protects you and us, for {RETENTION_DEFAULT_DAYS.auditLog / 365} years.</li>
        </ul>
        <Text>When we no longer need data, we delete it securely or make it anonymous.</Text>
        <Text>
          You do not have to wait: you can ask our Data Protection Officer at any time for a copy of everything we hold about your email address, or to delete
          it. When we delete your data, your name and email address are also removed from our records of what our staff did.
        </Text>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <>
        <Text>
          Cookies are small files that a website stores on your device; similar browser storage works the same way. We group them into three categories:
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" aria-label="Cookie categories">
          {cookieCategories.map((category) => (
            <Box
              as="li"
              key={category.name}
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="lg"
              p="4"
              data-testid={`cookie-${category.name.toLowerCase()}`}
            >
              <Heading as="h3" size="sm" color="gray.900" mb="1">
                {category.name} cookies
              </Heading>
              <Text fontSize="sm">{category.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text>
          Today the public pages of this website set no performance or preference cookies. If we add them, we will ask for your agreement first. You can also
          clear or block cookies in your browser settings.
        </Text>
      </>
    ),
  },
  {
    id: 'staying-safe-online',
    title: 'Staying Safe Online',
    content: <StayingSafeOnline />,
  },
  {
    id: 'children',
    title: 'Young People Under 18',
    content: (
      <Text>
        Accounts are for people aged 18 and over. Anyone may read this website and take the free assessment, which sends nothing to us. If we learn that we hold
        personal data of a child without the consent of a parent or guardian, we delete it.
      </Text>
    ),
  },
  {
    id: 'data-protection-officer',
    title: 'Data Protection Officer',
    content: (
      <>
        <Text>
          For any question about your personal data, or to use your rights, contact our Data Protection Officer. You can also write to{' '}
          <Link href={mailtoHref(siteConfig.privacyEmail)} {...linkStyle}>
            {siteConfig.privacyEmail}
          </Link>
          .
        </Text>
        <DataProtectionOfficer />
        <Text>
          We may update this policy. When we do, we change the date at the top of this page and tell you about important changes before they take effect.
        </Text>
      </>
    ),
  },
];
