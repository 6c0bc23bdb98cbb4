import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getAccount } from '../../contract/accounts';
import { getManagerAlerts } from '../../contract/alerts';
import { getManagerSummary } from '../../contract/manager-summary';
import { messages } from '../../contract/messages';
import { getWorkshopCounts } from '../../contract/repairs';
import { accountAnswer, clearSession, demoAdmin, storeSession } from '../../mocks/data/accounts';
import { demoManagerAlerts } from '../../mocks/data/alerts';
import { demoManagerSummary } from '../../mocks/data/manager-summary';
import { mockOk } from '../../mocks/endpoint-handlers';
import { ManagerHomePage } from './manager-home-page';

const meta = {
  title: 'app/pages/ManagerHomePage',
  tags: ['screen'],
  component: ManagerHomePage,
  parameters: { route: '/manager' },
  beforeEach({ msw }) {
    storeSession(demoAdmin);
    msw.use(mockOk(getAccount, accountAnswer(demoAdmin)), mockOk(getManagerSummary, demoManagerSummary()), mockOk(getManagerAlerts, demoManagerAlerts()), mockOk(getWorkshopCounts, { steps: [], answeredQuotes: [] }));
    return clearSession;
  },
} satisfies Meta<typeof ManagerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start page as app/ puts it together: the new work, and beside it the staff member's alert settings. */
export const WithAlertSettings: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const newWork = within(canvas.getByRole('region', { name: messages.alerts.countsTitle }));
    await expect(await newWork.findByRole('link', { name: '3 lịch hẹn mới' })).toHaveAttribute('href', '/manager/booking');
    const settings = within(canvas.getByRole('region', { name: messages.alerts.settingsTitle }));
    await expect(await settings.findByRole('switch', { name: messages.alerts.soundLabel })).toHaveAttribute('aria-checked', 'false');
  },
};
