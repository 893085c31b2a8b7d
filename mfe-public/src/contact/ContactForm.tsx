import { Box, Button, chakra, Field, Heading, Input, Link, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from '@tulia/shared/chakra';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@tulia/shared/api-client';
import { CONTACT_FORM_POST_PATH, contactFormSchema, type ContactFormInput, type ContactFormPayload } from '@tulia/shared/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from '@tulia/shared/router';
import { helplineWords, siteConfig } from '@tulia/shared/site-config';
import { NoScriptNote } from '@tulia/shared/ui';
import { helplineHref, supportEmailHref } from '../common/contact-links';
import { ClockIcon } from '../common/icons';
import { sendContactMessage, sendFailureReason } from './contact-api';
import {
  CONTACT_ERROR_TEXT,
  CONTACT_SUCCESS_TEXT,
  FEEDBACK_DURATION_MS,
  formReadText,
  LOADING_SUBJECTS_TEXT,
  OFFLINE_TEXT,
  OFFLINE_TITLE,
  SENDING_TEXT,
} from './contact-texts';
import { CrisisNotice } from './CrisisNotice';
import { useContactSubjects } from './useContactSubjects';
import { useOnline } from './useOnline';

/** The submission status; idle is "no feedback". */
type Feedback = { kind: 'success' | 'error' } | null;

// The subject starts unchosen: the select shows its placeholder (value ''). What a visitor typed
// before hydration is kept: react-hook-form keeps a field's edited value when it registers it.
const emptyForm: Partial<ContactFormInput> = { full_name: '', email: '', phone: '', message: '' };

function FeedbackMessage({ palette, text }: { palette: 'brand' | 'red'; text: string }) {
  return (
    <Text bg={`${palette}.50`} color={`${palette}.800`} borderWidth="1px" borderColor={`${palette}.200`} borderRadius="lg" p="4" fontWeight="medium">
      {text}
    </Text>
  );
}

const SUBJECT_PLACEHOLDER = 'Select a subject';

const subjectOptions = (subjects: readonly string[]) =>
  subjects.map((subject) => (
    <option key={subject} value={subject}>
      {subject}
    </option>
  ));

/** Without a connection: the message waits in the form, and a call needs no internet. */
function OfflineNotice() {
  return (
    <Box bg="sunrise.50" color="sunrise.900" borderWidth="1px" borderColor="sunrise.200" borderRadius="lg" p="4">
      <Text fontWeight="semibold">{OFFLINE_TITLE}</Text>
      <Text mt="1">{OFFLINE_TEXT}</Text>
      <Text mt="1">
        Need to talk now? Call {helplineWords.phrase} on{' '}
        <Link href={helplineHref} color="sunrise.900" fontWeight="semibold" textDecoration="underline">
          {siteConfig.helplineDisplay}
        </Link>
        : a phone call needs no internet.
      </Text>
    </Box>
  );
}

/**
 * The message form: the shared contract validates it, and each problem is
 * shown at its field. Success clears the form; on failure everything typed is kept so nothing
 * has to be written twice. Either message goes back to idle after 5 seconds. Without a
 * connection a notice says the message waits in the form (kept in the page only: a message
 * about someone's wellbeing is never written to the device's storage). When the api answers
 * `show_crisis_help`, the crisis notice takes the success text's place and stays until the
 * next send.
 */
export function ContactForm() {
  const { subjects, loading: subjectsLoading } = useContactSubjects();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormPayload>({ resolver: zodResolver(contactFormSchema), defaultValues: emptyForm });
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Not tied to the 5-second clock: it goes only with the next send.
  const [crisisHelp, setCrisisHelp] = useState(false);
  const online = useOnline();
  // A send that failed for want of a connection (the browser may still believe it has one).
  const [connectionLost, setConnectionLost] = useState(false);
  // Back online: the notice goes (adjusted while rendering, as React recommends over an effect).
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online) setConnectionLost(false);
  }

  // Each new feedback object restarts the 5-second clock, even when two sends end alike.
  useEffect(() => {
    if (!feedback) return undefined;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_DURATION_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const onSubmit = async (payload: ContactFormPayload) => {
    setFeedback(null);
    setCrisisHelp(false);
    setConnectionLost(false);
    try {
      const { showCrisisHelp } = await sendContactMessage(payload);
      reset();
      if (showCrisisHelp) setCrisisHelp(true);
      else setFeedback({ kind: 'success' });
    } catch (error) {
      console.error(`[contact] ${sendFailureReason(error)}`, error);
      // The one error text either way; what was typed is kept (the form is not reset).
      setFeedback({ kind: 'error' });
      if (isApiError(error) && error.kind === 'network') setConnectionLost(true);
    }
  };

  return (
    // A real form: where JavaScript is off the browser posts it to the api, which answers with a
    // page of its own (docs/contact-without-javascript.md). Where scripts run, the app sends it.
    <chakra.form
      method="post"
      action={CONTACT_FORM_POST_PATH}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <Heading as="h2" id="contact-form-title" size="xl" color="gray.900" mb="2">
        Send us a message
      </Heading>
      <Text color="gray.700" mb="3">
        Fields marked * are required. We use your details only to reply to you; read our{' '}
        <Link asChild color="brand.700" textDecoration="underline">
          <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
        </Link>
        .
      </Text>
      <Text color="gray.700" mb="6" display="flex" gap="2" alignItems="flex-start" data-testid="contact-form-hours">
        <ClockIcon boxSize="4" color="brand.700" mt="1" flexShrink={0} />
        <span>
          {formReadText(siteConfig.contactFormHours)} Need to talk to someone now? Call {helplineWords.phrase} on{' '}
          <Link href={helplineHref} color="brand.700" fontWeight="semibold" textDecoration="underline">
            {siteConfig.helplineDisplay}
          </Link>
          .
        </span>
      </Text>
      <NoScriptNote>
        <Text>
          JavaScript is switched off in this browser, and this form still works: after you press Send Message, a new page says whether your message was sent. To
          talk to someone now, call {helplineWords.phrase} on{' '}
          <Link href={helplineHref} color="brand.700" fontWeight="semibold" textDecoration="underline">
            {siteConfig.helplineDisplay}
          </Link>{' '}
          or email{' '}
          <Link href={supportEmailHref} color="brand.700" fontWeight="semibold" textDecoration="underline">
            {siteConfig.supportEmail}
          </Link>
          .
        </Text>
      </NoScriptNote>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.full_name)} required>
            <Field.Label>Full Name *</Field.Label>
            <Input {...register('full_name')} autoComplete="name" bg="white" />
            <Field.ErrorText>{errors.full_name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>Email Address *</Field.Label>
            <Input {...register('email')} type="email" autoComplete="email" bg="white" />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>
              Phone Number{' '}
              <Text as="span" color="gray.600" fontWeight="normal">
                (optional)
              </Text>
            </Field.Label>
            <Input {...register('phone')} type="tel" autoComplete="tel" bg="white" />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
          {/* Disabled while the subjects load (its label keeps full contrast). In the page's HTML
              it offers the built-in subjects, so it works before the app wakes and without JavaScript. */}
          <Field.Root invalid={Boolean(errors.subject)} required disabled={subjectsLoading}>
            <Field.Label _disabled={{ opacity: 1 }}>Subject *</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('subject')} placeholder={subjectsLoading ? LOADING_SUBJECTS_TEXT : SUBJECT_PLACEHOLDER} bg="white">
                {subjectOptions(subjects)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.message)} required>
          <Field.Label>Message *</Field.Label>
          <Textarea {...register('message')} rows={6} bg="white" />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
            {isSubmitting ? (
              <>
                <Spinner size="sm" aria-hidden="true" />
                {SENDING_TEXT}
              </>
            ) : (
              'Send Message'
            )}
          </Button>
        </Box>
        {/* Focus moves to the crisis notice (no live region: it would be read twice). */}
        {crisisHelp ? <CrisisNotice /> : null}
        {/* Live regions exist before their text arrives, so screen readers announce it. */}
        <Box role="status" data-testid="contact-success">
          {feedback?.kind === 'success' ? <FeedbackMessage palette="brand" text={CONTACT_SUCCESS_TEXT} /> : null}
        </Box>
        <Box role="alert" data-testid="contact-error">
          {feedback?.kind === 'error' ? <FeedbackMessage palette="red" text={CONTACT_ERROR_TEXT} /> : null}
        </Box>
        <Box role="status" data-testid="contact-offline">
          {!online || connectionLost ? <OfflineNotice /> : null}
        </Box>
      </Stack>
    </chakra.form>
  );
}
