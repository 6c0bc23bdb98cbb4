import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getAccount, updateAccount } from '../../contract/accounts';
import { getCart } from '../../contract/cart';
import { format, messages } from '../../contract/messages';
import { createOrder, IDEMPOTENCY_HEADER } from '../../contract/orders';
import { accountAnswer, demoCustomer, demoCustomerWithContact, statusOk } from '../../mocks/data/accounts';
import { demoCart, demoShopperId } from '../../mocks/data/cart';
import { makeOrder } from '../../mocks/data/orders';
import { demoProducts } from '../../mocks/data/products';
import { mockError, mockOk, mockPending } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { withStoryRoutes } from '../../.storybook/story-routes';
import { CheckoutForm } from './checkout-form';
import { formatPrice } from '../../contract/format';

/** Money as Testing Library reads it: the non-breaking space before ₫ becomes a plain one. */
const money = (amount: number) => formatPrice(amount).replace(/\s/g, ' ');

const withRoutes = withStoryRoutes('/order/checkout', {
  '/login': 'Trang đăng nhập',
  '/cart/cartDetail': 'Giỏ hàng',
  '/order/orderDetail/:orderId': 'Chi tiết đơn hàng',
});

const cart = demoCart();
const placed = makeOrder(
  cart.map((line) => [demoProducts.find((p) => p._id === line.product_id._id)!, line.quantity]),
  { address: '45 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh', phone: '0912345678' },
);
const orderRequests = fn();
const profileRequests = fn();

/** The shopper's account as the checkout loads it: no phone or address saved yet. */
const shopper = { ...demoCustomer, _id: demoShopperId };

/** Records what the checkout saves to the profile and answers as the server would. */
const saveProfile = mockOk(updateAccount, async (request) => {
  const body = (await request.json()) as { phone: string; address: string };
  profileRequests(body);
  return { ...statusOk(messages.account.updateSuccess), account: { ...shopper, phone: body.phone, address: body.address } };
});

/** Records what the form sends (body and idempotency key) and answers the order. */
const placeOrder = mockOk(createOrder, async (request) => {
  orderRequests({ body: await request.json(), key: request.headers.get(IDEMPOTENCY_HEADER) });
  return placed;
});

const meta = {
  title: 'features/orders/CheckoutForm',
  tags: ['screen'],
  component: CheckoutForm,
  args: { accountId: demoShopperId, defaults: { name: 'Nguyễn Văn Hùng', email: 'khachhang@garaotosaigon.vn' } },
  decorators: [withRoutes],
  parameters: { route: '/order/checkout' },
  beforeEach({ msw }) {
    orderRequests.mockClear();
    profileRequests.mockClear();
    msw.use(mockOk(getCart, cart), mockOk(getAccount, accountAnswer(shopper)), placeOrder, saveProfile);
  },
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillDelivery(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Số điện thoại/ }), '0912345678');
  await userEvent.type(canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ }), '45 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
  await userEvent.type(canvas.getByRole('textbox', { name: /Ghi chú/ }), 'Gọi trước 30 phút.');
}

const submitName = 'Đặt hàng';
const saveToProfileName = /Lưu số điện thoại và địa chỉ vào hồ sơ/;

/** The form with the customer's name and e-mail filled in, the cart and total beside it. */
export const Default: Story = {
  tags: ['visual'],
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Họ và tên/ })).toHaveValue('Nguyễn Văn Hùng');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('khachhang@garaotosaigon.vn');
    await expect(canvas.getByText(messages.orders.paymentCod)).toBeInTheDocument();
    const summary = within(canvas.getByRole('complementary', { name: 'Đơn hàng của bạn' }));
    await expect(await summary.findByText(cart[0]!.product_id.name)).toBeInTheDocument();
    await expect(summary.getByText(money(22_740_000))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Quay lại giỏ hàng' })).toHaveAttribute('href', '/cart/cartDetail');
  },
};

export const ValidationMessages: Story = {
  tags: ['visual'],
  args: { defaults: undefined },
  // The profile has not answered yet, so nothing is filled in.
  beforeEach({ msw }) {
    msw.use(mockPending(getAccount));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(messages.validation.fullNameRequired)).toBeInTheDocument();
    await expect(canvas.getByText(messages.validation.emailRequired)).toBeInTheDocument();
    await expect(canvas.getByText(messages.validation.phoneRequired)).toBeInTheDocument();
    await expect(canvas.getByText(messages.validation.addressRequired)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'hung@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Số điện thoại/ }), '09123');
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    await expect(canvas.getByText(messages.validation.phoneInvalid)).toBeInTheDocument();
    await expect(orderRequests).not.toHaveBeenCalled();
  },
};

/** The order goes out with the address, COD and one idempotency key, then its page opens. */
export const Success: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expectToast(canvasElement, messages.orders.createSuccess, 'success');
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`)).toBeInTheDocument();
    await expect(orderRequests).toHaveBeenCalledTimes(1);
    const [{ body, key }] = orderRequests.mock.calls[0] as [{ body: Record<string, string>; key: string }];
    await expect(body).toEqual({
      name: 'Nguyễn Văn Hùng',
      email: 'khachhang@garaotosaigon.vn',
      phone: '0912345678',
      address: '45 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
      note: 'Gọi trước 30 phút.',
      payment_method: 'COD',
      account_id: demoShopperId,
    });
    await expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  },
};

/** A customer who saved a phone and address: the form starts filled with the whole profile. */
export const Prefilled: Story = {
  args: { defaults: { name: demoCustomerWithContact.fullName, email: demoCustomerWithContact.email } },
  beforeEach({ msw }) {
    msw.use(mockOk(getAccount, accountAnswer(demoCustomerWithContact)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue(demoCustomerWithContact.phone));
    await expect(canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ })).toHaveValue(demoCustomerWithContact.address);
    await expect(canvas.getByRole('textbox', { name: /Họ và tên/ })).toHaveValue(demoCustomerWithContact.fullName);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue(demoCustomerWithContact.email);
    await expect(canvas.getByRole('checkbox', { name: saveToProfileName })).not.toBeChecked();
  },
};

let answerProfile = () => {};

/** The profile answers late: what the customer typed meanwhile stays, only empty fields are filled. */
export const PrefillKeepsWhatWasTyped: Story = {
  args: { defaults: undefined },
  beforeEach({ msw }) {
    // Held back until the play function has typed, however slow the machine is.
    const typed = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    msw.use(
      mockOk(getAccount, async () => {
        await typed;
        return accountAnswer(demoCustomerWithContact);
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Số điện thoại/ }), '0977001122');
    answerProfile();
    const address = canvas.getByRole('textbox', { name: /Địa chỉ nhận hàng/ });
    await waitFor(() => expect(address).toHaveValue(demoCustomerWithContact.address));
    await expect(canvas.getByRole('textbox', { name: /Số điện thoại/ })).toHaveValue('0977001122');
    await expect(canvas.getByRole('textbox', { name: /Họ và tên/ })).toHaveValue(demoCustomerWithContact.fullName);
  },
};

/** Ticked, the phone and address of a placed order are saved to the profile (PUT with just those two). */
export const SaveToProfile: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    const save = canvas.getByRole('checkbox', { name: saveToProfileName });
    await userEvent.click(save);
    await expect(save).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`)).toBeInTheDocument();
    await expect(orderRequests).toHaveBeenCalledTimes(1);
    await expect(profileRequests).toHaveBeenCalledTimes(1);
    await expect(profileRequests).toHaveBeenCalledWith({ phone: '0912345678', address: '45 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh' });
  },
};

/** Left unticked (the default), the profile is not touched. */
export const NotSavedUnlessTicked: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`)).toBeInTheDocument();
    await expect(profileRequests).not.toHaveBeenCalled();
  },
};

/** The order went through but the profile could not be saved: the order page still opens, with a warning. */
export const SaveToProfileFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(updateAccount, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: saveToProfileName }));
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expectToast(canvasElement, messages.orders.profileSaveFailed, 'warning');
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`)).toBeInTheDocument();
    await expect(orderRequests).toHaveBeenCalledTimes(1);
  },
};

/** A double click sends one order; the button says it is working and cannot be pressed. */
export const DoubleClick: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockOk(
        createOrder,
        async (request) => {
          orderRequests({ body: await request.json(), key: request.headers.get(IDEMPOTENCY_HEADER) });
          return placed;
        },
        { delayMs: 400 },
      ),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: submitName }));
    const busy = await canvas.findByRole('button', { name: messages.common.processing });
    await expect(busy).toBeDisabled();
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`, {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(orderRequests).toHaveBeenCalledTimes(1);
  },
};

/**
 * The gateway failed, so nobody knows whether the order was made: the retry carries the same
 * key, and the server answers the first order instead of making a second one.
 */
export const RetryAfterGatewayError: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.post(createOrder.path, async ({ request }) => {
        calls += 1;
        orderRequests({ body: await request.json(), key: request.headers.get(IDEMPOTENCY_HEADER) });
        if (calls === 1) return HttpResponse.json({ message: 'Bad Gateway' }, { status: 502 });
        return HttpResponse.json(createOrder.response.parse(placed), { status: 201 });
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expectToast(canvasElement, messages.orders.createFailed, 'error');
    await userEvent.click(await canvas.findByRole('button', { name: submitName }));
    await expect(await canvas.findByText(`Địa chỉ: /order/orderDetail/${placed._id}`)).toBeInTheDocument();
    const keys = orderRequests.mock.calls.map(([call]) => (call as { key: string }).key);
    await expect(keys).toHaveLength(2);
    await expect(keys[1]).toBe(keys[0]);
  },
};

/** An empty cart says so at once, above the form, and ordering is off until something is added. */
export const EmptyCartRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(getCart, []));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(messages.cart.checkoutEmpty);
    await expect(within(notice).getByRole('link', { name: 'Xem các dịch vụ' })).toHaveAttribute('href', '/products');
    const submit = canvas.getByRole('button', { name: submitName });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(expect.stringContaining(messages.cart.checkoutEmpty));
    await fillDelivery(canvasElement);
    await userEvent.click(submit);
    await expect(orderRequests).not.toHaveBeenCalled();
  },
};

const stockShort = format(messages.orders.stockShort, { name: cart[1]!.product_id.name, n: 1 });

/** Someone bought the last ones first: the server's 409 message says which service and how many. */
export const StockConflict: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createOrder, 409, stockShort));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expectToast(canvasElement, stockShort, 'error');
    await expect(canvas.getByRole('button', { name: submitName })).toBeEnabled();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError(createOrder, 500));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByText(cart[0]!.product_id.name);
    await fillDelivery(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName }));
    await expectToast(canvasElement, messages.orders.createFailed, 'error');
  },
};

/** While the cart loads, ordering stays possible: the server refuses an empty cart itself. */
export const CartLoading: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockPending(getCart));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.common.loading);
    await expect(canvas.getByRole('button', { name: submitName })).toBeEnabled();
    await expect(canvas.queryByText(messages.cart.checkoutEmpty)).not.toBeInTheDocument();
  },
};

export const CartLoadFails: Story = {
  tags: ['visual'],
  beforeEach({ msw }) {
    msw.use(mockError(getCart, 500));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.cart.loadFailed, 'error');
  },
};

export const SignedOut: Story = {
  args: { accountId: undefined },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.orders.loginRequired, 'warning');
    await expect(await within(canvasElement).findByText('Địa chỉ: /login')).toBeInTheDocument();
  },
};
