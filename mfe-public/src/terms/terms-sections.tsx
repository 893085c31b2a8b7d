import { Box, Link, Text } from '@tulia/shared/chakra';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { Link as RouterLink } from '@tulia/shared/router';
import type { LegalSection } from '../common/LegalDocument';
import { emergencyHref, helplineHref, supportEmailHref } from '../common/contact-links';

const org = siteConfig.organisation;
const product = siteConfig.productName;
const linkStyle = { color: 'brand.700', textDecoration: 'underline' } as const;

// Every section of the terms, in order, written for this service under Kenyan law, in plain
// words.
export const termsSections: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <Text>
          Welcome to {product}. These Terms and Conditions (the &ldquo;Terms&rdquo;) are an agreement between you and {org} (&ldquo;{product}&rdquo;,
          &ldquo;we&rdquo;, &ldquo;us&rdquo;), a non-profit organisation based in Nairobi, Kenya. They apply whenever you use the {product} website, the{' '}
          {product} mobile app and the services offered through them (together, the &ldquo;Services&rdquo;).
        </Text>
        <Text>
          By using the Services you agree to these Terms and to our{' '}
          <Link asChild {...linkStyle}>
            <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
          </Link>
          . If you do not agree, please do not use the Services. We have tried to write them in plain language; if anything is unclear, ask us and we will
          explain.
        </Text>
        <Box bg="sunrise.50" borderStartWidth="4px" borderColor="sunrise.600" borderRadius="md" p="4">
          <Text color="sunrise.900">
            <strong>{product} is not an emergency service.</strong> If you or someone else is in danger, call emergency services on{' '}
            <Link href={emergencyHref} {...linkStyle} color="sunrise.900">
              {siteConfig.emergencyNumber}
            </Link>
            , call {helplineWords.phrase} on{' '}
            <Link href={helplineHref} {...linkStyle} color="sunrise.900">
              {siteConfig.helplineDisplay}
            </Link>
            , or go to your nearest hospital.
          </Text>
        </Box>
      </>
    ),
  },
  {
    id: 'definitions',
    title: 'Definitions',
    content: (
      <>
        <Text>In these Terms:</Text>
        <ul>
          <li>
            <strong>&ldquo;You&rdquo; or &ldquo;User&rdquo;</strong> means anyone who visits the website or uses the app.
          </li>
          <li>
            <strong>&ldquo;Rafiki&rdquo;</strong> means a trained peer supporter who offers emotional support through the Services. Rafikis are not licensed
            health professionals.
          </li>
          <li>
            <strong>&ldquo;Therapist&rdquo; or &ldquo;Counsellor&rdquo;</strong> means an independent, licensed mental health professional who offers sessions
            through the Services.
          </li>
          <li>
            <strong>&ldquo;Boma&rdquo;</strong> means a topic-based support group on the Services, led by peers and guided by mental health champions.
          </li>
          <li>
            <strong>&ldquo;Content&rdquo;</strong> means text, audio, video, images, art and any other material available on or shared through the Services.
          </li>
          <li>
            <strong>&ldquo;Personal data&rdquo;</strong> has the meaning given to it by Kenya&apos;s Data Protection Act, 2019.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and Account Registration',
    content: (
      <>
        <Text>
          Anyone may read this website and take the free self-assessment without an account. The assessment runs on your own device and its answers are not sent
          to us.
        </Text>
        <Text>
          <strong>You must be at least 18 years old to register for an account and to use therapy services.</strong> By registering, you confirm that you are 18
          or older.
        </Text>
        <Text>
          You may use a nickname and stay anonymous when you talk to a Rafiki, join a Boma or use the wellness tools. To book a therapy session, you must give
          accurate contact information (your name and a phone number or email address) so that your therapist can reach you, and so that we can act if your
          safety is at serious risk.
        </Text>
        <ul>
          <li>Give true information, and do not pretend to be someone else.</li>
          <li>Keep your login details private. You are responsible for what happens under your account.</li>
          <li>Tell us straight away if you think someone else has used your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'services',
    title: 'Description of Services',
    content: (
      <>
        <Text>{product} offers:</Text>
        <ul>
          <li>peer support from Rafikis;</li>
          <li>Bomas, topic-based support groups;</li>
          <li>paid sessions with licensed therapists, including CBT, trauma-informed care and grief support;</li>
          <li>a media library of podcasts, videos, articles and art;</li>
          <li>wellness tools: self-assessments, mood tracking and progress monitoring, with optional analytics.</li>
        </ul>
        <Text>
          Self-assessment results help you reflect on how you are doing. They are not a diagnosis. Rafikis offer support from lived experience and training, not
          professional treatment. Therapists are independent professionals and are responsible for their own clinical judgement; every therapist on {product}{' '}
          must hold a valid licence to practise in Kenya.
        </Text>
        <Text>We keep improving the Services, so features may change. We will tell you in advance about changes that affect you in an important way.</Text>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'User Responsibilities',
    content: (
      <>
        <Text>{product} only works if it is safe for everyone. When you use it, you agree to:</Text>
        <ul>
          <li>treat others with kindness and respect: no harassment, bullying, hate speech or threats;</li>
          <li>keep what other people share in a Boma or a chat private;</li>
          <li>not share content that is unlawful, sexually explicit, encourages self-harm or violence, or belongs to someone else;</li>
          <li>not record sessions or conversations without everyone&apos;s permission;</li>
          <li>not send spam or advertising, and not try to disrupt, copy or break into the Services.</li>
        </ul>
        <Text>
          If you are worried about someone&apos;s safety, tell us. We may remove content or suspend accounts that break these rules, and where there is a
          serious risk to someone&apos;s life we may contact emergency services.
        </Text>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <>
        <Text>
          The Services, the {product} name and logo, our design and the content we create belong to us or to the people who licensed them to us, and are
          protected by Kenyan law, including the Copyright Act and the Trade Marks Act. You may use them for your own personal, non-commercial use of the
          Services.
        </Text>
        <Text>
          You keep ownership of what you post. You give us a limited, non-exclusive, royalty-free permission to host and show it within the Services, only to
          run them. You can delete your posts at any time. Artists and creators whose work appears in the media library keep the rights to their work.
        </Text>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment and Subscriptions',
    content: (
      <>
        <Text>
          Most of {product} is free. Only therapy sessions are paid. Before you book, you will see the fee in Kenya Shillings, the ways you can pay and the
          session&apos;s cancellation terms. Fees follow a sliding scale based on what you can afford, and some insurance plans can cover sessions; your insurer
          decides what it covers.
        </Text>
        <Text>
          If a session does not take place because of us or your therapist, you can choose a full refund or a new session. We do not currently offer paid
          subscriptions. If we ever do, we will explain the price and how to cancel before you sign up.
        </Text>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <Text>
          We work hard to keep the Services available, accurate and safe, but we provide them &ldquo;as they are&rdquo; and cannot promise that they will always
          be available or free of errors.
        </Text>
        <Text>
          As far as the law allows, we are not responsible for content posted by other users, for the professional advice of independent therapists, or for
          indirect losses. Where we are responsible to you, our total liability is limited to the amount you paid us in the twelve months before the claim.
        </Text>
        <Text>
          Nothing in these Terms limits any right you have, or any liability we have, that cannot be limited under Kenyan law, including the Consumer Protection
          Act, 2012.
        </Text>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <Text>You can stop using the Services and close your account at any time, in the app&apos;s settings or by contacting us.</Text>
        <Text>
          We may suspend or close an account that breaks these Terms or puts other people at risk. Where it is safe to do so, we will tell you why and give you
          a chance to respond. After an account is closed, we handle its data as our Privacy Policy explains.
        </Text>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    content: (
      <>
        <Text>These Terms are governed by the laws of Kenya.</Text>
        <Text>
          If you have a complaint, please contact us first; most problems can be solved by talking. If we cannot resolve a dispute within 30 days, either of us
          may refer it to mediation in Nairobi, Kenya. If mediation does not resolve it, the dispute will be settled by arbitration in Nairobi under
          Kenya&apos;s Arbitration Act, 1995, before a single arbitrator, in English.
        </Text>
        <Text>
          This does not stop you from raising a concern about your personal data with the Office of the Data Protection Commissioner, or from using any other
          right you have under Kenyan consumer law.
        </Text>
        <Text>
          We may update these Terms. When we do, we change the date at the top of this page, and we tell you about important changes before they take effect.
        </Text>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <>
        <Text>Questions about these Terms? We would be glad to hear from you.</Text>
        <Box as="address" fontStyle="normal" bg="brand.50" borderRadius="lg" p="5">
          <Text fontWeight="semibold">{org}</Text>
          <Text>
            {siteConfig.office.street}, {siteConfig.office.city}, {siteConfig.office.country}
          </Text>
          <Text>
            Email:{' '}
            <Link href={supportEmailHref} {...linkStyle}>
              {siteConfig.supportEmail}
            </Link>
          </Text>
          <Text>
            {helplineWords.operator ? `Helpline (${helplineWords.operator}, free, 24 hours)` : '24/7 Helpline'}:{' '}
            <Link href={helplineHref} {...linkStyle}>
              {siteConfig.helplineDisplay}
            </Link>
          </Text>
          <Text>
            Or use our{' '}
            <Link asChild {...linkStyle}>
              <RouterLink to="/contact">contact form</RouterLink>
            </Link>
            .
          </Text>
        </Box>
      </>
    ),
  },
];
