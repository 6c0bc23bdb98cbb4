import type { RepairDetail } from '../../../contract/repairs';
import { messages } from '../../../contract/messages';
import { notFound } from '../../lib/http-errors';
import type { AuthUser } from '../../plugins/auth';
import type { ServiceDeps } from '../deps';
import { detailsOf, findRepair, forCustomer } from './repair-rows';

/** One job: staff see it whole; a customer only their own account's, as customers see it (another's is not there: 404). */
export async function getRepair({ db }: Pick<ServiceDeps, 'db'>, viewer: AuthUser, id: string): Promise<RepairDetail> {
  const joined = await findRepair(db, id);
  if (!viewer.isStaff && joined.repair.accountId !== viewer.id) throw notFound(messages.repairs.notFound);
  const [detail] = await detailsOf(db, [joined]);
  return viewer.isStaff ? detail! : forCustomer(detail!);
}
