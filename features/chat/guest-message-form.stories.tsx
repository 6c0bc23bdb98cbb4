import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createGuestMessage } from '../../contract/guest-messages';
import { messages } from '../../contract/messages';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { GuestMessageForm } from './guest-message-form';

const sentBodies: unknown[] = [];

const meta = {
  title: 'features/chat/GuestMessageForm',
  component: GuestMessageForm,
  decorators: [
    (Story) => (
      <div className="flex h-[38rem] w-96 flex-col ring-1 ring-line">
        <Story />
      </div>
    ),
  ],
  beforeEach({ msw }) {
    sentBodies.length = 0;
    msw.use(
      mockOk(
        createGuestMessage,
        async (request) => {
          sentBodies.push(await request.json());
          return { _id: '6752f0a1c3b2a1f0e9d8c7b6', createdAt: '2026-12-06T02:15:00.000Z' };
        },
        { status: 201 },
      ),
    );
  },
} satisfies Meta<typeof GuestMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('textbox', { name });
const consentBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: new RegExp(messages.guestMessages.consent.slice(0, 20)) });
const submit = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: messages.guestMessages.submit }));

async function fillValid(canvasElement: HTMLElement, phone = '0912 345 678') {
  await userEvent.type(field(canvasElement, new RegExp(`^${messages.guestMessages.fullName}`)), 'Nguyễn Văn Khách');
  await userEvent.type(field(canvasElement, new RegExp(`^${messages.chat.contactPhone}`)), phone);
  await userEvent.type(field(canvasElement, new RegExp(`^${messages.guestMessages.message}`)), 'Thay dầu giá bao nhiêu?');
  await userEvent.click(consentBox(canvasElement));
}

/** Nothing filled, the consent not ticked for the visitor. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: messages.guestMessages.formLabel })).toBeVisible();
    await expect(consentBox(canvasElement)).not.toBeChecked();
    await expect(field(canvasElement, new RegExp(`^${messages.guestMessages.fullName}`))).toHaveValue('');
  },
};

/** Sent empty: each missing piece says so, the contact asks for a phone or an e-mail; a bad phone and nothing is sent. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText(messages.guestMessages.contactRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.fullNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.validation.contentRequired)).toBeVisible();
    await expect(canvas.getByText(messages.guestMessages.consentRequired)).toBeVisible();
    await expect(consentBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');

    await fillValid(canvasElement, '0912 345');
    await submit(canvasElement);
    await expect(await canvas.findByText(messages.validation.phoneInvalid)).toBeVisible();
    await expect(sentBodies).toHaveLength(0);
  },
};

/** The phone typed with spaces goes as ten digits with the consent; the visitor reads that the garage has it. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.guestMessages.sent);
    await expect(sentBodies).toEqual([{ fullName: 'Nguyễn Văn Khách', phone: '0912345678', email: '', message: 'Thay dầu giá bao nhiêu?', consent: true }]);
    await userEvent.click(canvas.getByRole('button', { name: messages.guestMessages.sendAnother }));
    await expect(field(canvasElement, new RegExp(`^${messages.guestMessages.fullName}`))).toHaveValue('');
    await expect(consentBox(canvasElement)).not.toBeChecked();
  },
};

/** Too many messages: the server's own words, the form kept for later. */
export const RateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createGuestMessage, 429, messages.guestMessages.tooManyFromAddress));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.guestMessages.tooManyFromAddress);
    await waitFor(() => expect(field(canvasElement, new RegExp(`^${messages.guestMessages.fullName}`))).toHaveValue('Nguyễn Văn Khách'));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
