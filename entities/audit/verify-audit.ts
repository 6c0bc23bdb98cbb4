import useSWRMutation from 'swr/mutation';
import { verifyAudit } from '../../contract/audit';
import { apiRequest } from '../../contract/client';

/** 'Kiểm tra chuỗi': the server walks the whole hash chain; asked on demand, never cached. */
export function useVerifyAudit() {
  return useSWRMutation(`${verifyAudit.method} ${verifyAudit.path}`, () => apiRequest(verifyAudit));
}
