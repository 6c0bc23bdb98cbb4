import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { facebookLogin, googleLogin } from '../../contract/accounts';
import { messages } from '../../contract/messages';
import { demoCustomer, socialAnswer } from '../../mocks/data/accounts';
import { mockError, mockNetworkError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast, findToast } from '../../.storybook/story-toast';
import { fakeSocialSdk, removeFakeSdks, type FacebookOutcome, type GoogleOutcome } from './fake-social-sdk';
import { SocialLoginButtons } from './social-login-buttons';
import { createSocialSdk, FACEBOOK_SCOPE, GOOGLE_SCOPE } from './social-sdk';

const meta = {
  title: 'features/auth/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { onSignedIn: fn(), sdk: createSocialSdk({}) },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  beforeEach() {
    return removeFakeSdks;
  },
} satisfies Meta<typeof SocialLoginButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const google = (outcome: GoogleOutcome) => fakeSocialSdk({ google: outcome });
const facebook = (outcome: FacebookOutcome) => fakeSocialSdk({ facebook: outcome });

/** The access token the provider handed over must reach the server unchanged. */
function expectAccessToken(expected: string) {
  return async (request: Request) => {
    const body = (await request.json()) as { access_token?: string };
    if (body.access_token !== expected) throw new Error(`access_token ${String(body.access_token)}`);
  };
}

async function click(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
}

async function expectFailure(canvasElement: HTMLElement, text: string) {
  await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
  await expectToast(canvasElement, text, 'error');
}

/** Without VITE_GOOGLE_CLIENT_ID and VITE_FACEBOOK_APP_ID nothing shows. */
export const NotConfigured: Story = {
  async play({ canvasElement }) {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

const googleSuccess = google({ kind: 'token', accessToken: 'ya29.google-access-token' });
export const GoogleSuccess: Story = {
  args: { sdk: googleSuccess.sdk },
  beforeEach({ msw }) {
    const check = expectAccessToken('ya29.google-access-token');
    msw.use(
      mockOk(googleLogin, async (request) => {
        await check(request);
        return socialAnswer(demoCustomer, messages.auth.googleLoginSuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    await expect(within(canvasElement).queryByRole('button', { name: 'Đăng nhập với Facebook' })).toBeNull();
    await click(canvasElement, 'Đăng nhập với Google');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({
        message: messages.auth.googleLoginSuccess,
        user: { id: demoCustomer._id, fullName: demoCustomer.fullName, email: demoCustomer.email, image: null, roles: [] },
      }),
    );
    await expect(googleSuccess.calls.googleConfigs).toEqual([{ client_id: 'demo-client-id.apps.googleusercontent.com', scope: GOOGLE_SCOPE }]);
  },
};

export const GoogleLocked403: Story = {
  args: { sdk: google({ kind: 'token', accessToken: 'ya29.locked' }).sdk },
  beforeEach({ msw }) {
    msw.use(mockError(googleLogin, 403, 'Tài khoản bị khóa'));
  },
  async play({ canvasElement, args }) {
    await click(canvasElement, 'Đăng nhập với Google');
    await expectFailure(canvasElement, messages.auth.accountLocked);
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    // The button is ready for another try.
    await expect(within(canvasElement).getByRole('button', { name: 'Đăng nhập với Google' })).toBeEnabled();
  },
};

export const GoogleServerRefusal: Story = {
  args: { sdk: google({ kind: 'token', accessToken: 'ya29.rejected' }).sdk },
  beforeEach({ msw }) {
    msw.use(mockError(googleLogin, 401, messages.auth.socialTokenInvalid));
  },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Google');
    await expectFailure(canvasElement, messages.auth.googleLoginFailed);
  },
};

export const GoogleProviderError: Story = {
  args: { sdk: google({ kind: 'provider-error', error: 'access_denied' }).sdk },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Google');
    await expectFailure(canvasElement, messages.auth.googleLoginFailed);
  },
};

export const GooglePopupClosed: Story = {
  args: { sdk: google({ kind: 'popup-closed' }).sdk },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Google');
    await expectFailure(canvasElement, messages.auth.googleLoginFailed);
  },
};

export const GoogleScriptBlocked: Story = {
  args: { sdk: google({ kind: 'script-fails' }).sdk },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Google');
    await expectFailure(canvasElement, messages.auth.googleLoginFailed);
  },
};

const facebookSuccess = facebook({ kind: 'token', accessToken: 'EAAB.facebook-access-token' });
export const FacebookSuccess: Story = {
  args: { sdk: facebookSuccess.sdk },
  beforeEach({ msw }) {
    const check = expectAccessToken('EAAB.facebook-access-token');
    msw.use(
      mockOk(facebookLogin, async (request) => {
        await check(request);
        return socialAnswer(demoCustomer, messages.auth.facebookLoginSuccess);
      }),
    );
  },
  async play({ canvasElement, args }) {
    await expect(within(canvasElement).queryByRole('button', { name: 'Đăng nhập với Google' })).toBeNull();
    await click(canvasElement, 'Đăng nhập với Facebook');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ message: messages.auth.facebookLoginSuccess })));
    await expect(facebookSuccess.calls.facebookInits).toEqual([expect.objectContaining({ appId: '1234567890' })]);
    await expect(facebookSuccess.calls.facebookLoginScopes).toEqual([FACEBOOK_SCOPE]);
  },
};

export const FacebookCancelled: Story = {
  args: { sdk: facebook({ kind: 'cancelled' }).sdk },
  async play({ canvasElement, args }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    const toast = await findToast(canvasElement, messages.auth.facebookLoginCancelled, 'info');
    // A choice of the user, not an error.
    await expect(within(toast).getByText('Thông báo')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const FacebookSdkMissing: Story = {
  args: { sdk: facebook({ kind: 'sdk-missing' }).sdk },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    await expectFailure(canvasElement, messages.auth.facebookSdkInitFailed);
  },
};

export const FacebookScriptBlocked: Story = {
  args: { sdk: facebook({ kind: 'script-fails' }).sdk },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    await expectFailure(canvasElement, messages.auth.facebookSdkInitFailed);
  },
};

/** The server answered without a token: its message is shown. */
export const FacebookNoToken: Story = {
  args: { sdk: facebook({ kind: 'token', accessToken: 'EAAB.no-email' }).sdk },
  beforeEach({ msw }) {
    msw.use(http.post(facebookLogin.path, () => HttpResponse.json({ message: messages.auth.socialEmailMissing })));
  },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    await expectFailure(canvasElement, messages.auth.socialEmailMissing);
  },
};

export const FacebookRefusedWithoutMessage: Story = {
  args: { sdk: facebook({ kind: 'token', accessToken: 'EAAB.bad-gateway' }).sdk },
  beforeEach({ msw }) {
    msw.use(http.post(facebookLogin.path, () => new HttpResponse(null, { status: 502 })));
  },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    await expectFailure(canvasElement, messages.auth.facebookLoginFailed);
  },
};

export const FacebookNetworkError: Story = {
  args: { sdk: facebook({ kind: 'token', accessToken: 'EAAB.offline' }).sdk },
  beforeEach({ msw }) {
    msw.use(mockNetworkError(facebookLogin));
  },
  async play({ canvasElement }) {
    await click(canvasElement, 'Đăng nhập với Facebook');
    await expectFailure(canvasElement, messages.auth.facebookLoginNetworkError);
  },
};
