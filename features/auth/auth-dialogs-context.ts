import { createContext, useContext } from 'react';

export type AuthDialogName = 'login' | 'register' | 'verify' | 'forgot' | 'logout';

export interface AuthDialogs {
  /** The dialog on screen now, or null. */
  current: AuthDialogName | null;
  /** `afterSignIn`: the address to load once signed in (the chat asks for its live panel), instead of this page again. */
  openLogin(email?: string, afterSignIn?: string): void;
  openRegister(): void;
  openForgotPassword(email?: string): void;
  /** The code was sent to this e-mail. */
  openVerify(email: string): void;
  /** Asks 'Xác nhận đăng xuất' before signing out. */
  openLogout(): void;
  close(): void;
}

export const AuthDialogsContext = createContext<AuthDialogs | null>(null);

/** Opens the sign-in dialogs from anywhere below <AuthDialogsProvider>. */
export function useAuthDialogs(): AuthDialogs {
  const context = useContext(AuthDialogsContext);
  if (!context) throw new Error('useAuthDialogs() phải được dùng bên trong <AuthDialogsProvider>.');
  return context;
}
