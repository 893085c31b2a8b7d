import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { contactMessagesFound } from './admin';

/** What a test types into the public contact form. */
export interface TypedContact {
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
}

/** Fills in the contact form; `subject` is the field to choose the subject in (its label, by default). */
export async function fillContactForm(page: Page, typed: TypedContact, subject: Locator = page.getByLabel('Subject *')): Promise<void> {
  await page.getByLabel('Full Name *').fill(typed.name);
  await page.getByLabel('Email Address *').fill(typed.email);
  await page.getByLabel(/Phone Number/).fill(typed.phone ?? '');
  if (typed.subject) await subject.selectOption(typed.subject);
  await page.getByLabel('Message *').fill(typed.message);
}

/**
 * The message sent as `typed` (with a phone and a subject) is stored once, exactly as typed and
 * unread, as the admin search finds it by its unique address; `more` are further fields it has.
 */
export async function expectStoredOnceAsTyped(request: APIRequestContext, typed: Required<TypedContact>, more: Record<string, unknown> = {}): Promise<void> {
  const found = await contactMessagesFound(request, typed.email);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({
    full_name: typed.name,
    email: typed.email,
    phone: typed.phone,
    subject: typed.subject,
    message: typed.message,
    status: 'unread',
    ...more,
  });
}
