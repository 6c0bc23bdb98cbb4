import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { countAccounts, getAccount, login, logout, registerAccount, verifyAccount } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';
import { STORAGE_KEYS } from '../../contract/constants';
import { LIVE_EVENTS } from '../../contract/live-events';
import { LiveSocketProvider } from '../../entities/chat/live-socket';
import { useLiveSocket } from '../../entities/chat/use-live-socket';
import { FakeChatServer } from '../../mocks/fake-chat-socket';
import { messages } from '../../contract/messages';
import { accountAnswer, clearSession, demoCustomer, loginAnswer, makeAccount, statusOk, storeSession } from '../../mocks/data/accounts';
import { mockError, mockOk } from '../../mocks/endpoint-handlers';
import { expectToast } from '../../.storybook/story-toast';
import { Button } from '../../ui/button';
import { agreeToProcessing } from '../../entities/privacy/consent-story-kit';
import { AuthDialogsProvider } from './auth-dialogs-provider';
import { useSession } from './session';
import { createSocialSdk } from './social-sdk';
import { HeaderBar } from './story-frame';
import { shownDialog } from './story-dialog';

/** A screen that makes an authorised call on demand, to show what a 401 does. */
function AuthorisedCall() {
  return (
    <Button variant="outline" onClick={() => void apiRequest(countAccounts).catch(() => undefined)}>
      Tải số tài khoản
    </Button>
  );
}

const meta = {
  title: 'features/auth/AuthDialogsProvider',
  component: AuthDialogsProvider,
  args: { reload: fn(), socialSdk: createSocialSdk({}), children: <HeaderBar /> },
  parameters: { route: '/san-pham' },
  beforeEach() {
    clearSession();
    return () => {
      localStorage.clear();
      sessionStorage.clear();
    };
  },
} satisfies Meta<typeof AuthDialogsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const path = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Đường dẫn hiện tại', hidden: true });

export const LoginFlow: Story = {
  beforeEach({ msw }) {
    msw.use(mockOk(login, loginAnswer(demoCustomer)), mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng nhập' }));
    const dialog = await shownDialog(canvasElement, 'Đăng nhập');
    await userEvent.type(dialog.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false }), demoCustomer.email);
    await userEvent.type(dialog.getByLabelText('Mật khẩu', { exact: false, selector: 'input' }), 'Khach@123');
    await userEvent.click(dialog.getByRole('button', { name: 'Đăng nhập' }));

    // Stored, toasted, closed, reloaded.
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith(messages.auth.loginSuccess));
    await expectToast(canvasElement, messages.auth.loginSuccess, 'success');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(localStorage.getItem(STORAGE_KEYS.token)?.split('.')).toHaveLength(3);
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual({
      id: demoCustomer._id,
      fullName: demoCustomer.fullName,
      email: demoCustomer.email,
      image: null,
      roles: [],
    });
    await expect(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
  },
};

let verifyBody: unknown = null;
const newCustomer = makeAccount({ fullName: 'Đỗ Thị Lan', email: 'dothilan@example.com' });

/** A new customer registers, types the mailed code and is signed in: no second login. */
export const RegisterThenVerify: Story = {
  beforeEach({ msw }) {
    verifyBody = null;
    msw.use(
      mockOk(registerAccount, statusOk(messages.auth.registerSuccess)),
      mockOk(verifyAccount, async (request) => {
        verifyBody = await request.json();
        return { ...loginAnswer(newCustomer), message: messages.auth.verifySignedIn };
      }),
      mockOk(getAccount, accountAnswer(newCustomer)),
    );
  },
  async play({ canvasElement, args }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng ký' }));
    const register = await shownDialog(canvasElement, 'Đăng ký tài khoản');
    await userEvent.type(register.getByRole('textbox', { name: /Họ và tên/ }), 'Đỗ Thị Lan');
    await userEvent.type(register.getByRole('textbox', { name: /Email/ }), 'DoThiLan@Example.com');
    await userEvent.type(register.getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'Matkhau@123');
    await userEvent.type(register.getByLabelText(/^Xác nhận mật khẩu/, { selector: 'input' }), 'Matkhau@123');
    await agreeToProcessing(register);
    await userEvent.click(register.getByRole('button', { name: 'Đăng ký' }));

    // Registration closes and the verification dialog names the address typed.
    const verify = await shownDialog(canvasElement, 'Xác thực tài khoản');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Đăng ký tài khoản' })).toBeNull(), { timeout: 5000 });
    await expect(verify.getByText('dothilan@example.com')).toBeInTheDocument();
    await userEvent.click(verify.getAllByRole('textbox', { name: /^Chữ số/ })[0]!);
    await userEvent.paste('246810');
    await userEvent.click(verify.getByRole('button', { name: 'Xác thực' }));

    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // The password chosen at registration goes with the code: it names this registration.
    await expect(verifyBody).toEqual({ email: 'dothilan@example.com', code: '246810', password: 'Matkhau@123' });
    // Signed in as a login does: stored, toasted, reloaded where the customer was.
    await waitFor(() => expect(args.reload).toHaveBeenCalledWith(messages.auth.verifySignedIn));
    await expectToast(canvasElement, messages.auth.verifySignedIn, 'success');
    await expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual({
      id: newCustomer._id,
      fullName: 'Đỗ Thị Lan',
      email: 'dothilan@example.com',
      image: null,
      roles: [],
    });
    await expect(await within(canvasElement).findByRole('button', { name: 'Tài khoản: Đỗ Thị Lan' })).toBeVisible();
    await expect(path(canvasElement)).toHaveTextContent(/^\/san-pham$/);
  },
};

/** The e-mail typed in the login carries over into the password reset. */
export const LoginToForgotPassword: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng nhập' }));
    const login = await shownDialog(canvasElement, 'Đăng nhập');
    await userEvent.type(login.getByLabelText(messages.auth.emailOrUsernameLabel, { exact: false }), demoCustomer.email);
    await userEvent.click(login.getByRole('button', { name: 'Quên mật khẩu?' }));
    const forgot = await shownDialog(canvasElement, 'Quên mật khẩu');
    await expect(forgot.getByRole('textbox', { name: /Email/ })).toHaveValue(demoCustomer.email);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Đăng nhập' })).toBeNull(), { timeout: 5000 });
  },
};

export const RegisterToForgotPassword: Story = {
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng ký' }));
    await userEvent.click((await shownDialog(canvasElement, 'Đăng ký tài khoản')).getByRole('button', { name: 'Quên mật khẩu?' }));
    await expect(await body.findByRole('dialog', { name: 'Quên mật khẩu' })).toBeInTheDocument();
  },
};

let logoutCalls = 0;
export const LogoutConfirm: Story = {
  beforeEach({ msw }) {
    logoutCalls = 0;
    storeSession(demoCustomer);
    localStorage.setItem(STORAGE_KEYS.chatMessages, '[]');
    sessionStorage.setItem('draft', 'x');
    document.cookie = 'jwt=script-visible-copy; path=/';
    msw.use(
      mockOk(getAccount, accountAnswer(demoCustomer)),
      mockOk(logout, () => {
        logoutCalls += 1;
        return { message: messages.auth.logoutSuccess };
      }),
    );
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const body = bodyOf(canvasElement);
    const openConfirm = async () => {
      await userEvent.click(await canvas.findByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` }));
      await userEvent.click(await body.findByRole('menuitem', { name: 'Đăng xuất' }));
      return within(await body.findByRole('alertdialog', { name: messages.auth.logoutConfirmTitle }));
    };

    // Cancel keeps the session.
    let confirm = await openConfirm();
    await waitFor(() => expect(confirm.getByText(messages.auth.logoutConfirmQuestion)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
    await expect(logoutCalls).toBe(0);

    confirm = await openConfirm();
    await userEvent.click(confirm.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    await expect(logoutCalls).toBe(1);
    await expect(localStorage.length).toBe(0);
    await expect(sessionStorage.length).toBe(0);
    await expect(document.cookie).not.toContain('jwt=');
    await expect(path(canvasElement)).toHaveTextContent(/^\/$/);
    await expect(await canvas.findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expectToast(canvasElement, messages.auth.logoutSuccess, 'success');
  },
};

/** The server ends the session (expired or locked): signed out at once, with a message. */
export const SessionExpired401: Story = {
  args: {
    children: (
      <HeaderBar>
        <AuthorisedCall />
      </HeaderBar>
    ),
  },
  beforeEach({ msw }) {
    storeSession(demoCustomer);
    // The count handler first: MSW tries handlers in order and /api/accounts/:id matches /api/accounts/count too.
    msw.use(mockError(countAccounts, 401, messages.common.unauthorized), mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tải số tài khoản' }));
    await expectToast(canvasElement, messages.auth.sessionExpired, 'warning');
    await expect(await canvas.findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  },
};

/** A stored token whose exp has passed counts as logged out and is removed. */
export const ExpiredToken: Story = {
  beforeEach() {
    storeSession(demoCustomer, { expiresInSeconds: -60 });
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  },
};

export const UnreadableToken: Story = {
  beforeEach() {
    storeSession(demoCustomer);
    localStorage.setItem(STORAGE_KEYS.token, 'khong-phai-jwt');
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  },
};

/** After the reload that follows a sign-in, the success toast shows again. */
export const ToastAfterReload: Story = {
  beforeEach({ msw }) {
    storeSession(demoCustomer);
    sessionStorage.setItem('flashToast', messages.auth.loginSuccess);
    msw.use(mockOk(getAccount, accountAnswer(demoCustomer)));
  },
  async play({ canvasElement }) {
    await expectToast(canvasElement, messages.auth.loginSuccess, 'success');
    await expect(sessionStorage.getItem('flashToast')).toBeNull();
  },
};

// ---------------------------------------------------------------- the server ends the tab's socket

/** The socket server of the stories below, new for each story. */
let socketServer = new FakeChatServer();
let socketConnects = 0;
/** What GET /api/accounts/:id answers for the signed-in customer: the account, or why the session is over. */
let accountState: 'active' | 'locked' | 'ended' = 'active';
let accountReads = 0;

/** The tab's one socket, made with the stored token as the site's layout does (app/root-layout.tsx). */
function LiveTab({ children }: { children: ReactNode }) {
  const { token } = useSession();
  return (
    <LiveSocketProvider token={token} factory={socketServer.factory} graceMs={0}>
      {children}
    </LiveSocketProvider>
  );
}

/** A screen that keeps the tab's socket open, as the customer's own pages and the chat do. */
function SocketUser() {
  useLiveSocket();
  return null;
}

const withLiveTab: Decorator = (Story) => (
  <LiveTab>
    <Story />
  </LiveTab>
);

/** A fresh socket server, the signed-in customer, and their account as the server answers it now. */
function setUpSocketStory(msw: SetupWorker) {
  socketConnects = 0;
  socketServer = new FakeChatServer({ onConnect: () => (socketConnects += 1) });
  accountState = 'active';
  accountReads = 0;
  storeSession(demoCustomer);
  msw.use(
    http.get(getAccount.path, () => {
      accountReads += 1;
      if (accountState === 'locked') return HttpResponse.json({ status: 'thất bại', message: messages.auth.accountLocked }, { status: 403 });
      if (accountState === 'ended') return HttpResponse.json({ status: 'thất bại', message: messages.common.unauthorized }, { status: 401 });
      return HttpResponse.json(getAccount.response.parse(accountAnswer(demoCustomer)));
    }),
  );
}

const socketStory = {
  decorators: [withLiveTab],
  args: {
    children: (
      <HeaderBar>
        <SocketUser />
      </HeaderBar>
    ),
  },
  beforeEach({ msw }: { msw: SetupWorker }) {
    setUpSocketStory(msw);
  },
};

/** Signed in, the header's account read and the socket connected: what each story starts from. */
async function signedInWithSocket(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
  await waitFor(() => expect(socketConnects).toBe(1));
  await waitFor(() => expect(accountReads).toBe(1));
}

async function expectSignedOut(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('button', { name: 'Đăng nhập' })).toBeVisible();
  await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
}

/** A Master locks the account while its page is open: the server ends the socket, one call confirms the lock, the page signs out with the lock's words. */
export const SocketEndedLocked: Story = {
  ...socketStory,
  async play({ canvasElement }) {
    await signedInWithSocket(canvasElement);
    accountState = 'locked';
    socketServer.drop('io server disconnect');
    await expectToast(canvasElement, messages.auth.accountLocked, 'warning');
    await expectSignedOut(canvasElement);
    await expect(accountReads).toBe(2);
  },
};

/** The session ended elsewhere (a password reset, the token's expiry): signed out with 'Phiên đăng nhập đã hết hạn'. */
export const SocketEndedSession: Story = {
  ...socketStory,
  async play({ canvasElement }) {
    await signedInWithSocket(canvasElement);
    accountState = 'ended';
    socketServer.drop('io server disconnect');
    await expectToast(canvasElement, messages.auth.sessionExpired, 'warning');
    await expectSignedOut(canvasElement);
  },
};

/** The server ended the socket but the session holds (the account's roles changed): still signed in, and a new socket replaces the dead one. */
export const SocketEndedSessionHolds: Story = {
  ...socketStory,
  async play({ canvasElement }) {
    await signedInWithSocket(canvasElement);
    socketServer.drop('io server disconnect');
    await waitFor(() => expect(socketConnects).toBe(2));
    await expect(socketServer.connections).toHaveLength(2);
    await expect(accountReads).toBe(2);
    await expect(within(canvasElement).getByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  },
};

/** A lost connection or a server restarting is no end of the session: nothing is asked, nobody is signed out, the socket comes back by itself. */
export const SocketLost: Story = {
  ...socketStory,
  async play({ canvasElement }) {
    await signedInWithSocket(canvasElement);
    socketServer.emit(LIVE_EVENTS.serverRestarting, { retryAfterMs: 1000 });
    socketServer.drop('transport close');
    await new Promise((resolve) => setTimeout(resolve, 500));
    socketServer.restore();
    await waitFor(() => expect(socketConnects).toBe(2));
    // The same socket reconnected; the server was asked nothing.
    await expect(socketServer.connections).toHaveLength(1);
    await expect(accountReads).toBe(1);
    await expect(within(canvasElement).getByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  },
};

/** This tab's own logout ends its socket too: only 'Đăng xuất thành công!', never 'Phiên đăng nhập đã hết hạn'. */
export const SocketEndedByOwnLogout: Story = {
  ...socketStory,
  beforeEach({ msw }) {
    setUpSocketStory(msw);
    msw.use(
      mockOk(logout, () => {
        // The real server ends the session, then its sockets, before it answers.
        accountState = 'ended';
        socketServer.drop('io server disconnect');
        return { message: messages.auth.logoutSuccess };
      }),
    );
  },
  async play({ canvasElement }) {
    const body = bodyOf(canvasElement);
    await signedInWithSocket(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Đăng xuất' }));
    const confirm = within(await body.findByRole('alertdialog', { name: messages.auth.logoutConfirmTitle }));
    await userEvent.click(confirm.getByRole('button', { name: 'Đăng xuất' }));
    await expectToast(canvasElement, messages.auth.logoutSuccess, 'success');
    await expectSignedOut(canvasElement);
    await expect(body.queryByText(messages.auth.sessionExpired)).toBeNull();
    await expect(accountReads).toBe(1);
  },
};

/**
 * A Master locks the account while a page without a socket is open (the profile): the page's
 * session check, asked again as soon as the page is shown, signs it out with the lock's words.
 */
export const LockedWithoutSocket: Story = {
  beforeEach({ msw }) {
    accountState = 'active';
    accountReads = 0;
    storeSession(demoCustomer);
    msw.use(
      http.get(getAccount.path, () => {
        accountReads += 1;
        if (accountState === 'locked') return HttpResponse.json({ status: 'thất bại', message: messages.auth.accountLocked }, { status: 403 });
        return HttpResponse.json(getAccount.response.parse(accountAnswer(demoCustomer)));
      }),
    );
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('button', { name: `Tài khoản: ${demoCustomer.fullName}` })).toBeVisible();
    await waitFor(() => expect(accountReads).toBe(1));
    accountState = 'locked';
    // Back to the tab: the same question the page asks every few seconds while it is shown.
    document.dispatchEvent(new Event('visibilitychange'));
    await expectToast(canvasElement, messages.auth.accountLocked, 'warning');
    await expectSignedOut(canvasElement);
    await expect(accountReads).toBe(2);
  },
};
