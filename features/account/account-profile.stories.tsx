import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { FAILURE_STATUS, getAccount } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { accountAnswer, demoCustomer, demoCustomerWithContact, demoGoogleCustomer, demoMaster } from '../../mocks/data/accounts';
import { mockError, mockNetworkError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { demoImage } from '../../ui/story-images';
import { AccountProfile } from './account-profile';
import { AccountStoryRoutes } from './story-routes';

const meta = {
  title: 'features/account/AccountProfile',
  component: AccountProfile,
  args: { accountId: demoCustomer._id },
  parameters: { route: '/account/profile' },
  decorators: [
    (Story) => (
      <AccountStoryRoutes path="/account/profile">
        <Story />
      </AccountStoryRoutes>
    ),
  ],
} satisfies Meta<typeof AccountProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectLoadError(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
  await expectToast(canvasElement, text, 'error');
}

export const Success: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer({ ...demoCustomer, createdAt: '2026-03-21T02:00:00.000Z' })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: demoCustomer.fullName, level: 2 })).toBeVisible();
    await expect(canvas.getByText('Khách hàng')).toBeVisible();
    await expect(canvas.getByText('Email và mật khẩu')).toBeVisible();
    await expect(canvas.getByText('Đang hoạt động')).toBeVisible();
    await expect(canvas.getByText('21/03/2026')).toBeVisible();
    // No phone or address yet: said in words rather than left blank.
    await expect(canvas.getAllByText('Chưa cập nhật')).toHaveLength(2);
    // Read-only: no field to type in.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Đổi mật khẩu' })).toHaveAttribute('href', '/account/changePass');
    await userEvent.click(canvas.getByRole('link', { name: 'Cập nhật tài khoản' }));
    await expect(await canvas.findByRole('heading', { name: 'Trang /account/update' })).toBeVisible();
  },
};

/** The phone and delivery address the customer saved, which checkout starts filled with. */
export const WithPhoneAndAddress: Story = {
  args: { accountId: demoCustomerWithContact._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomerWithContact)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: demoCustomerWithContact.fullName, level: 2 })).toBeVisible();
    // Each value sits in the row of its label.
    await expect(canvas.getByText('Số điện thoại').nextElementSibling).toHaveTextContent(demoCustomerWithContact.phone);
    await expect(canvas.getByText('Địa chỉ nhận hàng').nextElementSibling).toHaveTextContent(demoCustomerWithContact.address);
    await expect(canvas.queryByText('Chưa cập nhật')).toBeNull();
  },
};

export const MasterWithPicture: Story = {
  args: { accountId: demoMaster._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer({ ...demoMaster, image: demoImage('TB', 2, 192, 192) })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: `Ảnh đại diện của ${demoMaster.fullName}` })).toBeVisible();
    await expect(canvas.getByText('Master')).toBeVisible();
  },
};

/** A Google account has no password: no way to change one. */
export const GoogleAccount: Story = {
  args: { accountId: demoGoogleCustomer._id },
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer({ ...demoGoogleCustomer, status: false })));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Google')).toBeVisible();
    await expect(canvas.getByText('Đã khóa')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Đổi mật khẩu' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockPending(getAccount));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(messages.common.loading);
  },
};

export const NotFound404: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getAccount, 404, 'Không tìm thấy'));
  },
  async play({ canvasElement }) {
    await expectLoadError(canvasElement, messages.account.notFound);
  },
};

export const ServerError500: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(getAccount, 500));
  },
  async play({ canvasElement }) {
    await expectLoadError(canvasElement, messages.account.loadFailed);
  },
};

/** A refusal carrying status 'thất bại' shows the server's message. */
export const RefusedWithStatus: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(getAccount.path, () => HttpResponse.json({ status: FAILURE_STATUS, message: messages.common.forbidden }, { status: 403 })));
  },
  async play({ canvasElement }) {
    await expectLoadError(canvasElement, messages.common.forbidden);
  },
};

export const ConnectionError: Story = {
  beforeEach({ msw }) {
    msw.use(mockNetworkError(getAccount));
  },
  async play({ canvasElement }) {
    await expectLoadError(canvasElement, messages.common.connectionError);
  },
};

/** Retrying after a failure loads the profile. */
export const RetryAfterError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get(getAccount.path, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Lỗi máy chủ' }, { status: 500 }) : HttpResponse.json(accountAnswer(demoCustomer));
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Thử lại' }));
    await expect(await canvas.findByRole('heading', { name: demoCustomer.fullName, level: 2 })).toBeVisible();
  },
};
