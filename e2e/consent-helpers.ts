import type { Locator } from '@playwright/test';
import { messages } from '../contract/messages';
import { CONSENT_PURPOSE_LABELS } from '../contract/privacy-rules';
import { expect } from './fixtures';

/** Ticks the required processing box of a form that takes personal data (issue 43), as the person does before sending. */
export async function agreeToProcessing(form: Locator) {
  const box = form.getByRole('checkbox', { name: CONSENT_PURPOSE_LABELS.processing });
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * After the live chat's first message: a customer who never agreed to processing is asked once
 * before it goes ('Đồng ý và bắt đầu'); one who agreed already (the demo customer, an earlier
 * run) sees their message at once.
 */
export async function agreeInChatIfAsked(widget: Locator, text: string) {
  const question = widget.getByRole('region', { name: messages.consentForms.chatTitle });
  // The question, or the message itself (the box may still hold the text while the question shows: either will do).
  await expect(question.or(widget.getByText(text)).first()).toBeVisible();
  if (await question.isVisible()) await question.getByRole('button', { name: messages.consentForms.chatAccept }).click();
}
