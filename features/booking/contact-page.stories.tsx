import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { createBooking, getAvailability } from '../../contract/bookings';
import { CARE_PHONE, CITY_BRANCHES, EMAILS, SUPPORT_PHONES, WEEK_HOURS } from '../../contract/garage';
import { listProducts } from '../../contract/products';
import { messages } from '../../contract/messages';
import { availabilityFor, makeBooking } from '../../mocks/data/bookings';
import { demoProducts } from '../../mocks/data/products';
import { mockOk } from '../../mocks/endpoint-handlers';
import { agreeToProcessing } from '../../entities/privacy/consent-story-kit';
import { ContactPage } from './contact-page';

const meta = {
  title: 'features/booking/ContactPage',
  tags: ['screen'],
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
  tags: ['visual'],
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
    // Booked before: the lookup page is one link away.
    await expect(canvas.getByRole('link', { name: messages.lookup.alreadyBooked })).toHaveAttribute('href', '/tra-cuu-lich-hen');
    // Two maps, drawn pictures until asked: no third-party page loads by itself.
    await expect(canvas.getAllByRole('button', { name: /Xem bản đồ/ })).toHaveLength(2);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** The form on the page works as on its own: an empty send lists what is missing. */
export const FormValidation: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Đặt lịch hẹn' }));
    await expect(await canvas.findByText('Vui lòng chọn ngày hẹn.')).toBeVisible();
  },
};

/** Booked: the summary with the reference takes the form's place, beside the contact details. */
export const Booked: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(
      mockOk(createBooking, async (request) => {
        const body = (await request.json()) as { fullName: string; numberPhone: string; date: string; timeSlot: '09:00'; branch: 'thu-duc'; productId: string };
        const service = demoProducts.find((product) => product._id === body.productId);
        return makeBooking({ ...body, code: 'K7M2QX', serviceName: service?.name ?? '', carModel: 'Toyota Vios 2019', carPlate: '51A-123.45' });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Đặt lịch hẹn' }));
    await userEvent.type(form.getByLabelText(/Họ và tên/), 'Nguyễn Văn An');
    await userEvent.type(form.getByLabelText(/Số điện thoại/), '0912345678');
    await userEvent.click(form.getByRole('radio', { name: /Chi nhánh Thủ Đức/ }));
    fireEvent.change(form.getByLabelText(/Ngày hẹn/), { target: { value: '2030-06-11' } });
    await userEvent.click(await form.findByRole('radio', { name: '09:00' }));
    await waitFor(() => expect(form.getByRole('option', { name: demoProducts[0]!.name })).toBeInTheDocument());
    await userEvent.selectOptions(form.getByLabelText(/Dịch vụ/), demoProducts[0]!.name);
    await userEvent.type(form.getByLabelText(/Lời nhắn/), 'Bảo dưỡng 40.000 km');
    await agreeToProcessing(canvas.getByRole('form', { name: 'Đặt lịch hẹn' }));
    await userEvent.click(form.getByRole('button', { name: 'Đặt lịch hẹn' }));
    const summary = await canvas.findByRole('region', { name: messages.bookings.createSuccess });
    await expect(within(summary).getByText('K7M2QX')).toBeVisible();
    await expect(summary).toHaveTextContent(demoProducts[0]!.name);
  },
};

/** Booked on a phone: the summary fits the screen; nothing scrolls sideways. */
export const BookedPhone: Story = {
  ...Booked,
  globals: { viewport: { value: 'phone', isRotated: false } },
  async play(context) {
    await Booked.play!(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
