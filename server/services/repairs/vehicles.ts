import { desc, eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { normalizePlate } from '../../../contract/repair-steps';
import type { VehicleHistory } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { repairOrders, vehicles } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { ServiceDeps } from '../deps';
import { quoteLinesOf, suggestionsOf, warrantiesOf } from './money-rows';
import { approvedWork, selectRepairs, toHistoryItem, toVehicle, type VehicleRow } from './repair-rows';

/** A car with its owner and every job it had at the garage, whoever brought it, newest first, with what each did (staff only). */
async function historyOf(db: Db, vehicle: VehicleRow | undefined): Promise<VehicleHistory> {
  if (!vehicle) throw notFound(messages.repairs.vehicleNotFound);
  const rows = await selectRepairs(db).where(eq(repairOrders.vehicleId, vehicle.id)).orderBy(desc(repairOrders.createdAt), desc(repairOrders.id));
  const [warranties, suggestions, lines] = await Promise.all([
    warrantiesOf(db, vehicle.id),
    suggestionsOf(db, vehicle.id),
    quoteLinesOf(
      db,
      rows.map((row) => row.repair.id),
    ),
  ]);
  const owner =
    vehicle.ownerName === '' && vehicle.ownerPhone === ''
      ? null
      : { fullName: vehicle.ownerName, numberPhone: vehicle.ownerPhone, accountId: vehicle.ownerAccountId, since: vehicle.ownerSince?.toISOString() ?? null };
  return {
    ...toVehicle(vehicle),
    owner,
    warranties,
    suggestions,
    repairs: rows.map((row) => toHistoryItem(row, approvedWork(lines.get(row.repair.id) ?? []))),
  };
}

/**
 * By plate, however it is typed ('51A-123.45', '51a12345'); null for a car the garage has not
 * seen: the check-in form asks while the plate is typed, and a new car is no error.
 */
export async function findVehicleByPlate({ db }: Pick<ServiceDeps, 'db'>, plate: string): Promise<VehicleHistory | null> {
  const key = normalizePlate(plate);
  const [vehicle] = key ? await db.select().from(vehicles).where(eq(vehicles.plateKey, key)) : [];
  return vehicle ? historyOf(db, vehicle) : null;
}

export async function getVehicle({ db }: Pick<ServiceDeps, 'db'>, id: string): Promise<VehicleHistory> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return historyOf(db, vehicle);
}
