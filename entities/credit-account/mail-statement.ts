import useSWRMutation from 'swr/mutation';
import { apiRequest } from '../../contract/client';
import { mailStatement } from '../../contract/payments';

export function postMailStatement(id: string) {
  return apiRequest(mailStatement, { params: { id } });
}

/** Mails the statement's PDF to the account's e-mail; the answer is the server's sentence to show. */
export function useMailStatement() {
  return useSWRMutation(`${mailStatement.method} ${mailStatement.path}`, (_key: string, { arg }: { arg: string }) => postMailStatement(arg));
}
