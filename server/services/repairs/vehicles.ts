import { desc, eq } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { normalizePlate } from '../../../contract/repair-steps';
import type { VehicleHistory } from '../../../contract/repairs';
import type { Db } from '../../db/client';
import { repairOrders, vehicles } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import type { ServiceDeps } from '../deps';
import { suggestionsOf, warrantiesOf } from './money-rows';
import { selectRepairs, toHistoryItem, toVehicle, type VehicleRow } from './repair-rows';

/** A car with every job it had at the garage, whoever brought it, newest first (staff only). */
async function historyOf(db: Db, vehicle: VehicleRow | undefined): Promise<VehicleHistory> {
  if (!vehicle) throw notFound(messages.repairs.vehicleNotFound);
  const rows = await selectRepairs(db).where(eq(repairOrders.vehicleId, vehicle.id)).orderBy(desc(repairOrders.createdAt), desc(repairOrders.id));
  const [warranties, suggestions] = await Promise.all([warrantiesOf(db, vehicle.id), suggestionsOf(db, vehicle.id)]);
  return { ...toVehicle(vehicle), warranties, suggestions, repairs: rows.map(toHistoryItem) };
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
