/**
 * Stories only: what an app island's stories share. An island hydrated alone has the frame's
 * sign-in dialogs around it and reads the session by itself, so each story states who is there.
 * Never imported by a screen.
 */
import type { Decorator } from '@storybook/react-vite';
import { AuthDialogsProvider } from '../../features/auth/auth-dialogs-provider';
import { clearSession, demoCustomer, storeSession } from '../../mocks/data/accounts';

/** The sign-in dialogs the island frame gives every app island (island-frame.tsx). */
export const withAuthDialogs: Decorator = (Story) => (
  <AuthDialogsProvider reload={() => undefined}>
    <Story />
  </AuthDialogsProvider>
);

/** A story whose visitor is not signed in. */
export const signedOut = {
  beforeEach() {
    clearSession();
  },
};

/** A story whose visitor is the demo customer, signed in. */
export const signedInCustomer = {
  beforeEach() {
    return storeSession(demoCustomer);
  },
};
