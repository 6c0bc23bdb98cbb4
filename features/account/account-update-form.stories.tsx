import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getAccount, updateAccount } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { accountAnswer, demoCustomer, demoCustomerWithContact } from '../../mocks/data/accounts';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast, findToast } from '../../.storybook/story-toast';
import { demoImage } from '../../ui/story-images';
import { AccountUpdateForm } from './account-update-form';
import { AccountStoryRoutes } from './story-routes';

const withPicture = { ...demoCustomer, image: demoImage('NH', 1, 192, 192) };

const meta = {
  title: 'features/account/AccountUpdateForm',
  tags: ['screen'],
  component: AccountUpdateForm,
  args: { accountId: demoCustomer._id, onSaved: fn() },
  parameters: { route: '/account/update' },
  decorators: [
    (Story) => (
      <AccountStoryRoutes path="/account/update">
        <Story />
      </AccountStoryRoutes>
    ),
  ],
} satisfies Meta<typeof AccountUpdateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pngBytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
let sentBody: Record<string, unknown> | null = null;

/** Answers the update with the account as the server would save it. */
function savesUpdate(before: typeof demoCustomer) {
  return mockOk(updateAccount, async (request) => {
    sentBody = (await request.json()) as Record<string, unknown>;
    const image = sentBody.image === null ? before.image : sentBody.image === '' ? null : '/media/avatar-moi.png';
    const phone = typeof sentBody.phone === 'string' ? sentBody.phone : before.phone;
    const address = typeof sentBody.address === 'string' ? sentBody.address : before.address;
    return {
      status: 'thành công' as const,
      message: messages.account.updateSuccess,
      account: { ...before, fullName: String(sentBody.fullName), image, avatar: image, phone, address },
    };
  });
}

async function nameField(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: /Họ và tên/ });
}

export const ChangeNameAndPicture: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)), savesUpdate(demoCustomer));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const name = await nameField(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nguyễn Văn Hùng Anh');
    await userEvent.upload(canvas.getByLabelText(/Chọn ảnh đại diện mới/), new File([pngBytes], 'moi.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('img', { name: 'Ảnh đại diện' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thay đổi' }));

    await expect(await canvas.findByRole('heading', { name: 'Trang /account/profile' })).toBeVisible();
    await expect(sentBody?.fullName).toBe('Nguyễn Văn Hùng Anh');
    await expect(String(sentBody?.image)).toMatch(/^data:image\/png;base64,/);
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Nguyễn Văn Hùng Anh', image: '/media/avatar-moi.png' }));
    await expectToast(canvasElement, messages.account.updateSuccess, 'success');
  },
};

/** Only the name changed: the picture is sent as null, which keeps it. */
export const KeepPicture: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(withPicture)), savesUpdate(withPicture));
  },
  async play({ canvasElement }) {
    const name = await nameField(canvasElement);
    await expect(within(canvasElement).getByRole('img', { name: 'Ảnh đại diện' })).toBeVisible();
    await userEvent.type(name, ' Anh');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(sentBody).toEqual({ fullName: 'Nguyễn Văn Hùng Anh', phone: '', address: '', image: null }));
  },
};

/** Removing the picture sends '' and the default icon returns. */
export const RemovePicture: Story = {
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(withPicture)), savesUpdate(withPicture));
  },
  async play({ canvasElement, args }) {
    await nameField(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Xóa ảnh đại diện' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(sentBody?.image).toBe(''));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ image: null })));
  },
};

/** The phone and address the checkout starts filled with: shown as saved, changed, sent trimmed. */
export const ChangePhoneAndAddress: Story = {
  args: { accountId: demoCustomerWithContact._id },
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(demoCustomerWithContact)), savesUpdate(demoCustomerWithContact));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Số điện thoại/ });
    const address = canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ });
    await expect(phone).toHaveValue(demoCustomerWithContact.phone);
    await expect(address).toHaveValue(demoCustomerWithContact.address);
    await userEvent.clear(phone);
    await userEvent.type(phone, '0977001122');
    await userEvent.clear(address);
    await userEvent.type(address, ' 115 Võ Văn Ngân, TP. Thủ Đức ');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thay đổi' }));

    await expect(await canvas.findByRole('heading', { name: 'Trang /account/profile' })).toBeVisible();
    await expect(sentBody).toEqual({ fullName: demoCustomerWithContact.fullName, phone: '0977001122', address: '115 Võ Văn Ngân, TP. Thủ Đức', image: null });
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ phone: '0977001122', address: '115 Võ Văn Ngân, TP. Thủ Đức' }));
  },
};

/** Emptied fields are sent as '' and the server forgets them. */
export const ClearPhoneAndAddress: Story = {
  args: { accountId: demoCustomerWithContact._id },
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(demoCustomerWithContact)), savesUpdate(demoCustomerWithContact));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Số điện thoại/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(sentBody).toMatchObject({ phone: '', address: '' }));
  },
};

/** A phone that is not 10 digits is refused in the form with the checkout's words; nothing is sent. */
export const PhoneInvalid: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    sentBody = null;
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)), savesUpdate(demoCustomer));
  },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await nameField(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /Số điện thoại/ });
    await userEvent.type(phone, '09087');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu thay đổi' }));
    await expect(await canvas.findByText(messages.validation.phoneInvalid)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(sentBody).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const NameRequired: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement, args }) {
    await userEvent.clear(await nameField(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' }));
    await expect(await within(canvasElement).findByText(messages.validation.fullNameRequired)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server refused and said why. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)), mockError(updateAccount, 400, messages.validation.imageInvalidType));
  },
  async play({ canvasElement, args }) {
    await nameField(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' }));
    const toast = await findToast(canvasElement, messages.account.updateFailed, 'error');
    await expect(toast).toHaveTextContent(messages.validation.imageInvalidType);
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)), http.put(updateAccount.path, () => new HttpResponse(null, { status: 500 })));
  },
  async play({ canvasElement }) {
    await nameField(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lưu thay đổi' }));
    await expectToast(canvasElement, messages.account.updateInfoFailed, 'error');
  },
};

export const LoadNotFound: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getAccount, 404, 'Không tìm thấy'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(messages.account.notFound);
  },
};

export const Cancel: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement }) {
    await nameField(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: messages.common.cancel }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Trang /account/profile' })).toBeVisible();
  },
};
