import useSWRMutation from 'swr/mutation';
import { forgotPassword, type ForgotPasswordBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type ForgotPasswordInput = ForgotPasswordBody;

export function postForgotPassword(body: ForgotPasswordInput) {
  return apiRequest(forgotPassword, { body });
}

export function useForgotPassword() {
  return useSWRMutation('auth/forgot-password', (_key: string, { arg }: { arg: ForgotPasswordInput }) => postForgotPassword(arg));
}
