import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getAvailability } from '../../contract/bookings';
import { CARE_PHONE, CITY_BRANCHES, EMAILS, SUPPORT_PHONES, WEEK_HOURS } from '../../contract/garage';
import { listProducts } from '../../contract/products';
import { availabilityFor } from '../../mocks/data/bookings';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { ContactPage } from './contact-page';

const meta = {
  title: 'features/booking/ContactPage',
  component: ContactPage,
  args: { branches: CITY_BRANCHES, phones: SUPPORT_PHONES, emails: EMAILS, hours: WEEK_HOURS, today: '2030-06-10' },
  parameters: { route: '/lien-he' },
  beforeEach({ msw }) {
    msw.use(mockOk(getAvailability, availabilityFor('2030-06-11')), mockOk(listProducts, demoProducts));
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    for (const branch of CITY_BRANCHES) {
      await expect(canvas.getByText(`${branch.address}, ${branch.region}`, { selector: 'address' })).toBeVisible();
    }
    for (const email of EMAILS) await expect(canvas.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(canvas.getByRole('link', { name: CARE_PHONE.display })).toHaveAttribute('href', expect.stringMatching(/^tel:0\d{9,10}$/));
    // The garage's one set of hours, as on the home page.
    await expect(canvas.getByText('Thứ Hai – Thứ Bảy:')).toBeVisible();
    await expect(canvas.getByText('07:30 – 17:00')).toBeVisible();
    await expect(canvas.getByText('Chủ nhật và ngày lễ:')).toBeVisible();
    await expect(canvas.getByText('09:00 – 16:00')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Đặt lịch hẹn' })).toBeVisible();
    // Two maps, drawn pictures until asked: no third-party page loads by itself.
    await expect(canvas.getAllByRole('button', { name: /Xem bản đồ/ })).toHaveLength(2);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The form on the page works as on its own: an empty send lists what is missing. */
export const FormValidation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText('Vui lòng chọn ngày hẹn.')).toBeVisible();
  },
};
