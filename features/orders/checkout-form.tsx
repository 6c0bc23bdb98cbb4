import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Banknote, ShoppingCart, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../contract/client';
import { PAYMENT_METHOD } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Skeleton } from '../../ui/skeleton';
import { Textarea } from '../../ui/textarea';
import { useToast } from '../../ui/toast';
import { useCreateOrder } from '../../entities/order/create-order';
import { useCart } from '../../entities/cart/get-cart';
import { useAccount } from '../../entities/account/get-account';
import { useUpdateAccount } from '../../entities/account/update-account';
import { checkoutFormSchema, emptyCheckout, type CheckoutFormInput, type CheckoutFormValues } from './checkout-schema';
import { formatPrice } from '../../contract/format';
import { newIdempotencyKey } from './idempotency-key';

export interface CheckoutFormProps {
  /** The signed-in account; a visitor is sent to sign in. */
  accountId?: string;
  /**
   * Filled in from the signed-in customer at once, who can still change them for this order;
   * the profile's phone and address follow when the account has loaded.
   */
  defaults?: { name?: string; email?: string };
  /** Where a visitor without an account is sent; that route opens the login dialog. */
  loginPath?: string;
}

/** A refusal the customer can act on carries the server's words; anything else the fixed text. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : messages.orders.createFailed;
}

/** An answer that proves no order was made, so the next submit is a new attempt. */
function definitelyRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The order form: who receives it, where, and a note; payment is cash on delivery. The
 * order is built on the server from the cart, shown beside the form.
 */
export function CheckoutForm({ accountId, defaults, loginPath = '/login' }: CheckoutFormProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const cart = useCart(accountId);
  const { trigger, isMutating } = useCreateOrder(accountId);
  const profile = useAccount(accountId).data?.account;
  const { trigger: saveProfile } = useUpdateAccount(accountId ?? '');
  const [saveToProfile, setSaveToProfile] = useState(false);
  const attemptKey = useRef<string | null>(null);
  const submitting = useRef(false);
  const emptyNoticeId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { ...emptyCheckout, name: defaults?.name ?? '', email: defaults?.email ?? '' },
  });

  // The profile arrives after the first paint: it only fills fields that are still empty, so
  // nothing the customer has typed meanwhile is overwritten.
  useEffect(() => {
    if (!profile) return;
    const fromProfile = { name: profile.fullName, email: profile.email, phone: profile.phone, address: profile.address } as const;
    for (const field of ['name', 'email', 'phone', 'address'] as const) {
      if (fromProfile[field] && getValues(field) === '') setValue(field, fromProfile[field]);
    }
  }, [profile, getValues, setValue]);

  const redirected = useRef(false);
  useEffect(() => {
    if (accountId || redirected.current) return;
    redirected.current = true;
    toast.warning(messages.orders.loginRequired);
    navigate(loginPath, { replace: true, state: { from: location.pathname } });
  }, [accountId, location.pathname, loginPath, navigate, toast]);

  const cartError = cart.error;
  useEffect(() => {
    if (cartError) toast.error(messages.cart.loadFailed);
  }, [cartError, toast]);

  if (!accountId) return null;

  // Known empty (loaded, no lines): said at once and ordering is off. While the cart loads or
  // if it failed to load, the server still refuses an empty cart with the same words.
  const cartEmpty = cart.data?.length === 0;

  const placeOrder = async (values: CheckoutFormValues) => {
    if (submitting.current) return;
    if (cartEmpty) {
      toast.error(messages.cart.checkoutEmpty);
      return;
    }
    submitting.current = true;
    // One key per attempt: a double click or a retry after a lost answer finds the same order.
    attemptKey.current ??= newIdempotencyKey();
    try {
      const order = await trigger({ body: { ...values, payment_method: PAYMENT_METHOD, account_id: accountId }, idempotencyKey: attemptKey.current });
      attemptKey.current = null;
      toast.success(messages.orders.createSuccess);
      if (saveToProfile && (values.phone !== profile?.phone || values.address !== profile?.address)) {
        // The order stands whatever happens here; the customer only learns the profile was not updated.
        try {
          await saveProfile({ phone: values.phone, address: values.address });
        } catch {
          toast.warning(messages.orders.profileSaveFailed);
        }
      }
      navigate(`/order/orderDetail/${order._id}`);
    } catch (error) {
      if (definitelyRefused(error)) attemptKey.current = null;
      toast.error(failureMessage(error));
      // A stock conflict or an emptied cart: show the cart as it is now.
      void cart.mutate();
    } finally {
      submitting.current = false;
    }
  };

  const lines = cart.data ?? [];
  const total = lines.reduce((sum, line) => sum + line.product_id.price * line.quantity, 0);

  return (
    <div>
      <h1 className="mb-6 text-3xl font-bold text-ink">Đặt hàng</h1>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <form noValidate onSubmit={(event) => void handleSubmit(placeOrder)(event)} aria-label="Thông tin đặt hàng" className="min-w-0">
          <fieldset disabled={isMutating} className="min-w-0 space-y-5 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6">
            <legend className="sr-only">Thông tin người nhận</legend>
            {cartEmpty ? (
              <div id={emptyNoticeId} role="alert" className="flex items-start gap-3 rounded-control bg-warning-soft p-4 text-warning-ink ring-1 ring-warning/30">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>
                  <strong className="block font-semibold">{messages.cart.checkoutEmpty}</strong>
                  Hãy thêm dịch vụ vào giỏ trước khi đặt hàng.{' '}
                  <Link to="/products" className="rounded-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
                    Xem các dịch vụ
                  </Link>
                </p>
              </div>
            ) : null}
            <h2 className="text-lg font-bold text-ink">Thông tin người nhận</h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Họ và tên" required error={errors.name?.message}>
                <Input autoComplete="name" {...register('name')} />
              </FormField>
              <FormField label="Số điện thoại" required hint="Gồm 10 chữ số" error={errors.phone?.message}>
                <Input type="tel" inputMode="numeric" autoComplete="tel" {...register('phone')} />
              </FormField>
            </div>
            <FormField label="Email" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <FormField label="Địa chỉ nhận hàng" required error={errors.address?.message}>
              <Input autoComplete="street-address" {...register('address')} />
            </FormField>
            <FormField layout="inline" label="Lưu số điện thoại và địa chỉ vào hồ sơ" hint="Lần đặt hàng sau sẽ được điền sẵn; bạn có thể sửa trong trang tài khoản.">
              <Checkbox checked={saveToProfile} onCheckedChange={(checked) => setSaveToProfile(checked === true)} />
            </FormField>
            <FormField label="Ghi chú" hint="Thời gian nhận, dòng xe hoặc yêu cầu khác" error={errors.note?.message}>
              <Textarea minRows={3} maxRows={6} {...register('note')} />
            </FormField>
            <section aria-labelledby="checkout-payment" className="rounded-control bg-surface-muted p-4 ring-1 ring-line">
              <h3 id="checkout-payment" className="text-sm font-semibold text-ink-muted">
                Phương thức thanh toán
              </h3>
              <p className="mt-1 flex items-center gap-2 font-semibold text-ink">
                <Banknote aria-hidden="true" className="size-5 text-success" />
                {messages.orders.paymentCod}
              </p>
            </section>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button asChild variant="outline" size="lg">
                <Link to="/cart/cartDetail">
                  <ArrowLeft aria-hidden="true" />
                  Quay lại giỏ hàng
                </Link>
              </Button>
              <Button
                type="submit"
                size="lg"
                pending={isMutating}
                pendingLabel={messages.common.processing}
                disabled={cartEmpty}
                aria-describedby={cartEmpty ? emptyNoticeId : undefined}
              >
                Đặt hàng
              </Button>
            </div>
          </fieldset>
        </form>

        <aside aria-labelledby="checkout-summary" className="h-fit rounded-card bg-surface p-5 shadow-card ring-1 ring-line lg:sticky lg:top-28">
          <h2 id="checkout-summary" className="mb-4 flex items-center gap-2 text-lg font-bold text-ink">
            <ShoppingCart aria-hidden="true" className="size-5 text-brand-700" />
            Đơn hàng của bạn
          </h2>
          {cart.isLoading ? (
            <div role="status" className="space-y-3">
              <span className="sr-only">{messages.common.loading}</span>
              <Skeleton shape="text" />
              <Skeleton shape="text" className="w-2/3" />
            </div>
          ) : cartError ? (
            <p className="text-sm font-semibold text-danger-ink">{messages.cart.loadFailed}</p>
          ) : lines.length === 0 ? (
            <div className="space-y-2 text-sm">
              <p className="font-semibold text-ink">{messages.cart.empty}</p>
              <Link to="/products" className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
                Xem các dịch vụ
              </Link>
            </div>
          ) : (
            <>
              <ul className="divide-y divide-line">
                {lines.map((line) => (
                  <li key={line._id} className="flex justify-between gap-3 py-3 text-sm">
                    <span className="min-w-0 text-ink">
                      {line.product_id.name}
                      <span className="block text-ink-muted tabular-nums">
                        {line.quantity} × {formatPrice(line.product_id.price)}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold text-ink tabular-nums">{formatPrice(line.product_id.price * line.quantity)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex items-baseline justify-between border-t border-line pt-3 text-ink">
                <span className="font-semibold">Tổng cộng</span>
                <strong className="text-xl text-brand-700 tabular-nums">{formatPrice(total)}</strong>
              </p>
            </>
          )}
        </aside>
      </div>
    </div>
  );
}
