import useSWRMutation from 'swr/mutation';
import { verifyAccount, type VerifyBody } from '../../contract/accounts';
import { apiRequest } from '../../contract/client';

export type VerifyInput = VerifyBody;

export function postVerify(body: VerifyInput) {
  return apiRequest(verifyAccount, { body });
}

export function useVerifyAccount() {
  return useSWRMutation('auth/verify', (_key: string, { arg }: { arg: VerifyInput }) => postVerify(arg));
}
