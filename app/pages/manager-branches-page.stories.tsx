import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getAccount } from '../../contract/accounts';
import { getBranchSettings } from '../../contract/branches';
import { messages } from '../../contract/messages';
import { bankAccountHandlers } from '../../mocks/bank-account-handlers';
import { closedDayHandlers } from '../../mocks/closed-day-handlers';
import { demoBankAccount } from '../../mocks/data/bank-accounts';
import { accountAnswer, clearSession, demoAdmin, demoMaster, storeSession } from '../../mocks/data/accounts';
import { demoBranchSettings } from '../../mocks/data/branches';
import { demoBookingsOnClosedDays, demoClosedDays } from '../../mocks/data/closed-days';
import { mockOk } from '../../mocks/endpoint-handlers';
import { ManagerBranchesPage } from './manager-branches-page';

const meta = {
  title: 'app/pages/ManagerBranchesPage',
  tags: ['screen'],
  component: ManagerBranchesPage,
  parameters: { route: '/manager/branches' },
  beforeEach({ msw }) {
    msw.use(
      mockOk(getBranchSettings, demoBranchSettings()),
      ...closedDayHandlers({ days: demoClosedDays(), bookings: demoBookingsOnClosedDays() }),
      ...bankAccountHandlers({ accounts: [demoBankAccount] }),
    );
    return clearSession;
  },
} satisfies Meta<typeof ManagerBranchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account the server returns decides: a master gets the form to close a day and can remove the days he closed. */
export const Master: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    storeSession(demoMaster);
    msw.use(mockOk(getAccount, accountAnswer(demoMaster)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Thêm ngày nghỉ' })).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: /^Bỏ ngày nghỉ/ })).toHaveLength(5);
    await expect(await canvas.findByRole('list', { name: 'Các lịch hẹn cần dời' })).toBeVisible();
  },
};

/** An admin reads the closed days and still sees the bookings to move. */
export const Admin: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.bookings.closedDayMasterOnly)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Các ngày nghỉ sắp tới' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Thêm ngày nghỉ' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Bỏ ngày nghỉ/ })).toBeNull();
    await expect(await canvas.findByRole('list', { name: 'Các lịch hẹn cần dời' })).toBeVisible();
  },
};
