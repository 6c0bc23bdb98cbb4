import type { APIRequestContext } from '@playwright/test';
import { buildPath } from '../contract/endpoint';
import type { RepairDetail } from '../contract/repairs';
import { assignLineTechnician, listTechnicians, type Technician } from '../contract/workshop';
import { expect } from './fixtures';

/**
 * Names a technician of the job's branch (the demo's first) on every approved labour line nobody is
 * on, as the desk does before 'Kiểm tra lại' lets the job go on (issue 44).
 */
export async function nameTechnicians(request: APIRequestContext, headers: Record<string, string>, job: RepairDetail): Promise<void> {
  const technicians = (await (await request.get(`${listTechnicians.path}?branch=${job.branch}`, { headers })).json()) as Technician[];
  expect(technicians.length, `a technician at ${job.branch}`).toBeGreaterThan(0);
  for (const line of job.quote?.lines ?? []) {
    if (line.kind !== 'labour' || line.approved !== true || line.technician) continue;
    const res = await request.put(buildPath(assignLineTechnician.path, { id: job._id, lineId: line._id }), { headers, data: { technicianId: technicians[0]!._id } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}
