import useSWRMutation from 'swr/mutation';
import { changePassword, sendPasswordChangeCode, type ChangePasswordBody, type CurrentPasswordBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

/** Step 1: the server checks the current password and mails a six-digit code. */
export function postPasswordChangeCode(body: CurrentPasswordBody) {
  return apiRequest(sendPasswordChangeCode, { body });
}

/** Step 3: the mailed code and the new password. */
export function postChangePassword(body: ChangePasswordBody) {
  return apiRequest(changePassword, { body });
}

export function useSendPasswordChangeCode() {
  return useSWRMutation('account/password-code', (_key: string, { arg }: { arg: CurrentPasswordBody }) => postPasswordChangeCode(arg));
}

export function useChangePassword() {
  return useSWRMutation('account/password-change', (_key: string, { arg }: { arg: ChangePasswordBody }) => postChangePassword(arg));
}
