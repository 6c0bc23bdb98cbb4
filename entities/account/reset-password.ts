import useSWRMutation from 'swr/mutation';
import { resetPassword, type ResetPasswordBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type ResetPasswordInput = ResetPasswordBody;

export function postResetPassword(body: ResetPasswordInput) {
  return apiRequest(resetPassword, { body });
}

export function useResetPassword() {
  return useSWRMutation('auth/reset-password', (_key: string, { arg }: { arg: ResetPasswordInput }) => postResetPassword(arg));
}
