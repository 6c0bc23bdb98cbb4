/**
 * Stories only: the desk's view of a job's labour (technicians and line clocks) in memory,
 * changed by assignments and corrections as the server would. A job without its own entry has
 * no labour line yet. Never imported by a screen.
 */
import { fn } from 'storybook/test';
import { messages } from '../contract/messages';
import { assignLineTechnician, correctClock, getRepairClocks, listTechnicians, setLeadTechnician, type ClockEvent, type RepairClocks, type Technician } from '../contract/workshop';
import { foldClock, unassignedLabourLines } from '../contract/workshop-rules';
import { mockError, mockOk } from './endpoint-handlers';
import { objectIdAt } from './data/ids';
import { repairDemoNow } from './repair-data';

export const demoTechnicians: Technician[] = [
  { _id: objectIdAt(new Date(Date.UTC(2025, 1, 3)), 0x7b01), fullName: 'Võ Văn Tài', branch: 'quan-12' },
  { _id: objectIdAt(new Date(Date.UTC(2025, 1, 4)), 0x7b02), fullName: 'Đặng Minh Luân', branch: 'quan-12' },
  { _id: objectIdAt(new Date(Date.UTC(2025, 1, 5)), 0x7b03), fullName: 'Huỳnh Thanh Sơn', branch: 'thu-duc' },
];

const minutesBefore = (minutes: number) => new Date(repairDemoNow.getTime() - minutes * 60_000).toISOString();
let serial = 0x100;
const eventId = () => objectIdAt(repairDemoNow, serial++);

type StoredLine = RepairClocks['lines'][number];

function lineOf(description: string, hours: number, technician: Technician | null, events: Array<Pick<ClockEvent, 'kind' | 'at'> & Partial<ClockEvent>>, approved: boolean | null = true): StoredLine {
  const full: ClockEvent[] = events.map((event) => ({
    _id: eventId(),
    seconds: null,
    reason: '',
    technician: technician ? { _id: technician._id, fullName: technician.fullName } : null,
    by: technician ? { _id: technician._id, fullName: technician.fullName } : null,
    recordedAt: event.at,
    ...event,
  }));
  const clock = foldClock(full, repairDemoNow);
  return {
    _id: objectIdAt(repairDemoNow, serial++),
    description,
    hours,
    approved,
    technician: technician ? { _id: technician._id, fullName: technician.fullName } : null,
    clock: { state: clock.state, seconds: clock.seconds, runningSince: clock.runningSince?.toISOString() ?? null },
    events: full,
  };
}

/** The brake job: one line finished, one running for 25 minutes, one nobody has yet. */
export function brakeJobClocks(): RepairClocks {
  const [tai, luan] = demoTechnicians as [Technician, Technician, Technician];
  const lines = [
    lineOf('Thay má phanh trước', 1.5, tai, [
      { kind: 'start', at: minutesBefore(180) },
      { kind: 'finish', at: minutesBefore(95) },
    ]),
    lineOf('Láng đĩa phanh', 1, luan, [{ kind: 'start', at: minutesBefore(25) }]),
    lineOf('Xả gió hệ thống phanh', 0.5, null, []),
  ];
  return recount({ lead: { _id: tai._id, fullName: tai.fullName }, lines, unassigned: 0 });
}

export const repairClocks = {
  byRepair: new Map<string, RepairClocks>(),
  assigned: fn(),
  corrected: fn(),
};

export function resetRepairClocks(entries: Array<[string, RepairClocks]> = []) {
  repairClocks.byRepair = new Map(entries);
  repairClocks.assigned.mockClear();
  repairClocks.corrected.mockClear();
}

const none: RepairClocks = { lead: null, lines: [], unassigned: 0 };
/** The count the server keeps: approved labour lines nobody is named on. */
function recount(clocks: RepairClocks): RepairClocks {
  return { ...clocks, unassigned: unassignedLabourLines(clocks.lines.map((line) => ({ kind: 'labour', approved: line.approved, technicianId: line.technician?._id ?? null }))).length };
}
const personOf = (id: string | null) => {
  const found = demoTechnicians.find((technician) => technician._id === id);
  return found ? { _id: found._id, fullName: found.fullName } : null;
};

export function repairClocksHandlers() {
  return [
    mockOk(getRepairClocks, (_request, params) => repairClocks.byRepair.get(String(params.id)) ?? none),
    mockOk(listTechnicians, (request) => {
      const branch = new URL(request.url).searchParams.get('branch');
      return demoTechnicians.filter((technician) => !branch || technician.branch === branch);
    }),
    mockOk(assignLineTechnician, async (request, params) => {
      const { technicianId } = (await request.json()) as { technicianId: string | null };
      repairClocks.assigned({ lineId: params.lineId, technicianId });
      const clocks = repairClocks.byRepair.get(String(params.id)) ?? none;
      const next = recount({ ...clocks, lines: clocks.lines.map((line) => (line._id === params.lineId ? { ...line, technician: personOf(technicianId) } : line)) });
      repairClocks.byRepair.set(String(params.id), next);
      return next;
    }),
    mockOk(setLeadTechnician, async (request, params) => {
      const { technicianId } = (await request.json()) as { technicianId: string | null };
      repairClocks.assigned({ lead: true, technicianId });
      const next = { ...(repairClocks.byRepair.get(String(params.id)) ?? none), lead: personOf(technicianId) };
      repairClocks.byRepair.set(String(params.id), next);
      return next;
    }),
    mockOk(correctClock, async (request, params) => {
      const body = (await request.json()) as { totalMinutes: string; reason: string };
      const minutes = Number(body.totalMinutes);
      repairClocks.corrected({ lineId: params.lineId, ...body });
      const clocks = repairClocks.byRepair.get(String(params.id)) ?? none;
      const next = {
        ...clocks,
        lines: clocks.lines.map((line) => {
          if (line._id !== params.lineId) return line;
          const correction: ClockEvent = {
            _id: eventId(),
            kind: 'correction',
            at: repairDemoNow.toISOString(),
            seconds: minutes * 60 - line.clock.seconds,
            reason: body.reason,
            technician: line.technician,
            by: { _id: '65f0a0000000000000000a01', fullName: 'Nguyễn Quản Lý' },
            recordedAt: repairDemoNow.toISOString(),
          };
          return { ...line, clock: { ...line.clock, seconds: minutes * 60 }, events: [...line.events, correction] };
        }),
      };
      repairClocks.byRepair.set(String(params.id), next);
      return next;
    }),
  ];
}

/** The refusal a correction meets when the line lost its technician meanwhile. */
export const correctionRefused = () => mockError(correctClock, 409, messages.workshop.technicianInvalid);
