import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { sendPrivacyCode } from '../../contract/privacy';

/** A guest's first step: a code mailed to the address of the booking or job that reference and phone name. */
export function useSendPrivacyCode() {
  return useSWRMutation(`${sendPrivacyCode.method} ${sendPrivacyCode.path}`, (_key: string, { arg }: { arg: { reference: string; phone: string } }) =>
    apiRequest(sendPrivacyCode, { body: arg }),
  );
}
