import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../contract/messages';
import { getPrivacyNotice, type ConsentChoices } from '../../contract/privacy';
import { CONSENT_PURPOSE_DETAILS, CONSENT_PURPOSE_LABELS } from '../../contract/privacy-rules';
import { Button } from '../../ui/button';
import { ConsentFields, NO_CONSENTS, useConsentBoxes, type ConsentBoxes } from './consent-fields';

/** A form around the boxes, as the booking and registration forms use them: 'Gửi' shows what would be sent. */
function ConsentForm({ forStaff = false }: { forStaff?: boolean }) {
  const consent = useConsentBoxes();
  const [sent, setSent] = useState<ConsentChoices | null>(null);
  return (
    <form
      aria-label="Biểu mẫu mẫu"
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(consent.take());
      }}
    >
      <ConsentFields {...consent.fields} forStaff={forStaff} />
      <Button type="submit">Gửi</Button>
      {sent ? <output aria-label="Sẽ gửi">{JSON.stringify(sent)}</output> : null}
    </form>
  );
}

// Entities may not read mocks/: the notice's answers are written here, checked by the contract's
// schema as the server's would be (every story also has mocks/privacy-notice-handler's version 1 by default).
const noticeOf = (version: number) =>
  http.get(getPrivacyNotice.path, () =>
    HttpResponse.json(getPrivacyNotice.response.parse({ version, title: 'Chính sách bảo mật thông tin cá nhân', body: 'Gara giữ họ tên và số điện thoại của bạn.', publishedAt: '2026-03-01T00:00:00.000Z', publishedBy: null })),
  );
const noticePending = http.get(getPrivacyNotice.path, async () => {
  await delay('infinite');
  return HttpResponse.json(null);
});

const meta = {
  title: 'entities/privacy/ConsentFields',
  component: ConsentForm,
  args: { forStaff: false },
} satisfies Meta<typeof ConsentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, purpose: keyof ConsentBoxes) =>
  within(canvasElement).getByRole('checkbox', { name: new RegExp(CONSENT_PURPOSE_LABELS[purpose].slice(0, 24)) });

/** Three separate choices, none ticked in advance, each saying what it is for, and the notice's version. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(noticeOf(1));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Chính sách bảo mật, phiên bản 1' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    for (const purpose of ['processing', 'serviceMessages', 'marketing'] as const) {
      await expect(box(canvasElement, purpose)).not.toBeChecked();
      await expect(canvas.getByText(CONSENT_PURPOSE_DETAILS[purpose])).toBeVisible();
    }
    await expect(box(canvasElement, 'processing')).toHaveAttribute('aria-required', 'true');
    await expect(box(canvasElement, 'marketing')).not.toHaveAttribute('aria-required');
  },
};

/** Sent without the required box: the reason under it, the focus on it, nothing sent. */
export const ProcessingRequired: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Chính sách bảo mật, phiên bản 1' });
    await userEvent.click(box(canvasElement, 'serviceMessages'));
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    await expect(await canvas.findByText(messages.privacy.processingRequired)).toBeVisible();
    await expect(box(canvasElement, 'processing')).toHaveFocus();
    await expect(box(canvasElement, 'processing')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('status', { name: 'Sẽ gửi' })).toBeNull();
    // Ticking it clears the reason.
    await userEvent.click(box(canvasElement, 'processing'));
    await expect(canvas.queryByText(messages.privacy.processingRequired)).toBeNull();
  },
};

/** Processing and service messages ticked, marketing left: exactly that is sent, with the version shown. */
export const ChosenAndSent: Story = {
  beforeEach({ msw }) {
    msw.use(noticeOf(3));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Chính sách bảo mật, phiên bản 3' });
    await userEvent.click(box(canvasElement, 'processing'));
    await userEvent.click(box(canvasElement, 'serviceMessages'));
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    const sent = JSON.parse((await canvas.findByLabelText('Sẽ gửi')).textContent ?? '{}') as ConsentChoices;
    await expect(sent).toEqual({ ...NO_CONSENTS, noticeVersion: 3, processing: true, serviceMessages: true, marketing: false });
  },
};

/** The desk or the counter asks the customer: the boxes tell the staff member to read each one out. */
export const ForStaff: Story = {
  args: { forStaff: true },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(messages.consentForms.deskIntro, { exact: false })).toBeVisible();
  },
};

/** The notice not read yet: the link names no version, and a send waits for it rather than sending a consent to no text. */
export const NoticeLoading: Story = {
  beforeEach({ msw }) {
    msw.use(noticePending);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: messages.consentForms.noticeLinkLoading })).toBeVisible();
    await userEvent.click(box(canvasElement, 'processing'));
    await userEvent.click(canvas.getByRole('button', { name: 'Gửi' }));
    await expect(await canvas.findByText(messages.consentForms.noticeMissing)).toBeVisible();
  },
};

/** On a phone the labels and their purposes wrap under the boxes. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('group', { name: messages.consentForms.legend })).toBeVisible();
  },
};
