/**
 * Stories only: the workshop's server in memory (jobs of both branches, step limits, staff and
 * vehicles), changed by moves, check-ins and the master's limits as the real one would be.
 * Never imported by a screen.
 */
import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import type { BranchId } from '../../../contract/garage';
import { format, messages } from '../../../contract/messages';
import { DEFAULT_STEP_LIMIT_MINUTES, normalizePlate, REPAIR_STEP_LABELS, REPAIR_STEPS, stepIndex, type FuelLevel, type RepairStep } from '../../../contract/repair-steps';
import {
  assignRepair,
  findVehicleByPlate,
  getRepair,
  getStepLimits,
  getVehicle,
  getWorkshopCounts,
  listRepairs,
  listWorkshopStaff,
  moveRepair,
  openRepair,
  updateStepLimits,
  type MoveRepairBody,
  type OpenRepairBody,
  type RepairDetail,
  type StepLimits,
  type VehicleHistory,
} from '../../../contract/repairs';
import { mockOk } from '../../../mocks/endpoint-handlers';
import { repairClocksHandlers, resetRepairClocks } from '../../../mocks/repair-clocks-data';
import { demoWorkshopStaff, makeRepairDetail, movedOn, repairDemoNow, repairSummaryOf, visitOf, type DemoRepairOptions } from '../../../mocks/repair-data';

/** The clock the board's stories read times against: shortly after the demo jobs' last moves. */
export const storyClock = () => repairDemoNow;

const MINUTE = 60_000;
const GAP = 20;

/** A job that has been `minutes` in `step` at the story's clock, each earlier step taking 20 minutes. */
export function jobAt(step: RepairStep, minutes: number, options: Omit<DemoRepairOptions, 'step' | 'start' | 'gapMinutes'> = {}): RepairDetail {
  const start = new Date(repairDemoNow.getTime() - (minutes + stepIndex(step) * GAP) * MINUTE);
  return makeRepairDetail({ ...options, step, start, gapMinutes: GAP });
}

const [khoa, hong, bao] = [0, 1, 2];

/** The Vios that came once before (handed over last year) and is back at 'Tiếp nhận'. */
const viosId = '65f0a0000000000000007e01';
export const viosEarlier = makeRepairDetail({
  step: 'warranty',
  code: 'H2V4PA',
  vehicle: { _id: viosId, plate: '51A-123.45', model: 'Toyota Vios', year: 2019 },
  odometerKm: 30_100,
  serviceName: 'Bảo dưỡng định kỳ 30.000 km',
  start: new Date(Date.UTC(2025, 8, 15, 1, 0)),
  gapMinutes: 20,
});

/** Quận 12's busy morning: cars at most steps, two past their limit, one handed over today. */
export function busyJobs(): RepairDetail[] {
  return [
    jobAt('received', 50, { code: 'R1A2QA', vehicle: { _id: viosId, plate: '51A-123.45', model: 'Toyota Vios', year: 2019 }, fullName: 'Nguyễn Văn An', staffIndex: null, odometerKm: 42_350 }),
    jobAt('received', 10, { code: 'R1A2QB', vehicle: { plate: '51H-246.80', model: 'Kia Morning', year: 2016 }, fullName: 'Trần Thị Bích', staffIndex: khoa }),
    jobAt('inspection', 25, { code: 'R1A2QC', vehicle: { plate: '30G-135.79', model: 'Mazda CX-5', year: 2021 }, fullName: 'Lê Hoàng Phúc', staffIndex: hong }),
    jobAt('diagnosis', 150, { code: 'R1A2QD', vehicle: { plate: '51F-888.12', model: 'Honda City', year: 2020 }, fullName: 'Phạm Minh Tuấn', staffIndex: bao }),
    jobAt('quote', 15, { code: 'R1A2QE', vehicle: { plate: '61A-777.01', model: 'Ford Ranger', year: 2018 }, fullName: 'Võ Thanh Kiên', staffIndex: khoa }),
    jobAt('confirmation', 90, { code: 'R1A2QF', vehicle: { plate: '51K-321.00', model: 'Hyundai Accent', year: 2022 }, fullName: 'Đặng Quốc Huy', staffIndex: hong }),
    jobAt('repair', 200, { code: 'R1A2QG', vehicle: { plate: '60C-456.78', model: 'Mitsubishi Xpander', year: 2023 }, fullName: 'Huỳnh Ngọc Lan', staffIndex: bao }),
    jobAt('repair', 45, { code: 'R1A2QH', vehicle: { plate: '51G-112.23', model: 'Toyota Innova', year: 2017 }, fullName: 'Bùi Văn Long', staffIndex: khoa }),
    jobAt('recheck', 20, { code: 'R1A2QJ', vehicle: { plate: '59A-909.09', model: 'VinFast Lux A2.0', year: 2021 }, fullName: 'Kiều Anh Thư', staffIndex: hong }),
    jobAt('cleaning', 30, { code: 'R1A2QK', vehicle: { plate: '51D-555.66', model: 'Suzuki XL7', year: 2022 }, fullName: 'Lâm Thị Hoa', staffIndex: bao }),
    jobAt('handover', 40, { code: 'R1A2QL', vehicle: { plate: '51E-321.54', model: 'Toyota Fortuner', year: 2020 }, fullName: 'Trương Văn Hải', staffIndex: khoa }),
    jobAt('warranty', 60, { code: 'R1A2QM', vehicle: { plate: '51C-808.08', model: 'Honda Civic', year: 2019 }, fullName: 'Ngô Thị Mai', staffIndex: hong }),
    jobAt('repair', 30, { code: 'T1D2QA', branch: 'thu-duc', vehicle: { plate: '61K-111.22', model: 'Kia Seltos', year: 2022 }, fullName: 'Đỗ Minh Châu', staffIndex: bao }),
  ];
}

/** The card the move stories use: the Mazda at 'Kiểm tra', in Hồng's charge. */
export const MAZDA = '30G-135.79';
/** Past its limit: the Honda City, 150 minutes in 'Chẩn đoán' (limit 120). */
export const CITY = '51F-888.12';

export interface WorkshopServer {
  jobs: RepairDetail[];
  limits: StepLimits['limits'];
  /** Bodies the screens sent, for the play functions. */
  moves: ReturnType<typeof fn>;
  opened: ReturnType<typeof fn>;
  limitsSent: ReturnType<typeof fn>;
  assigned: ReturnType<typeof fn>;
  /** The next move of this job is refused as stale: someone else moves it to `to` first. */
  movedByOther: { id: string; to: RepairStep } | null;
}

export const workshop: WorkshopServer = {
  jobs: [],
  limits: { ...DEFAULT_STEP_LIMIT_MINUTES },
  moves: fn(),
  opened: fn(),
  limitsSent: fn(),
  assigned: fn(),
  movedByOther: null,
};

let openedCount = 0;

export function resetWorkshop(jobs: RepairDetail[] = busyJobs()) {
  workshop.jobs = jobs.map((job) => ({ ...job }));
  resetRepairClocks();
  workshop.limits = { ...DEFAULT_STEP_LIMIT_MINUTES };
  workshop.moves.mockClear();
  workshop.opened.mockClear();
  workshop.limitsSent.mockClear();
  workshop.assigned.mockClear();
  workshop.movedByOther = null;
  openedCount = 0;
}

const byId = (id: unknown) => workshop.jobs.findIndex((job) => job._id === id);
const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

function historyOf(vehicleId: string): VehicleHistory | null {
  const jobs = [...workshop.jobs, viosEarlier].filter((job) => job.vehicle._id === vehicleId);
  if (jobs.length === 0) return null;
  const { vehicle, fullName, numberPhone, createdAt } = jobs[0]!;
  return { ...vehicle, owner: { fullName, numberPhone, accountId: null, since: createdAt }, warranties: [], suggestions: [], repairs: jobs.map((job) => visitOf(job)) };
}


/** Every call the workshop's staff screens make, answered from `workshop`. */
export function workshopHandlers() {
  return [
    // The job page's labour panel: technicians and clocks (a job without its own entry has no labour line).
    ...repairClocksHandlers(),
    mockOk(listRepairs, (request) => {
      const branch = new URL(request.url).searchParams.get('branch') as BranchId;
      return workshop.jobs.filter((job) => job.branch === branch).map(repairSummaryOf);
    }),
    mockOk(getStepLimits, () => ({ limits: workshop.limits })),
    mockOk(updateStepLimits, async (request) => {
      const body = (await request.json()) as { limits: StepLimits['limits'] };
      workshop.limitsSent(body);
      workshop.limits = { ...workshop.limits, ...body.limits };
      return { limits: workshop.limits };
    }),
    mockOk(listWorkshopStaff, [...demoWorkshopStaff]),
    mockOk(getWorkshopCounts, (request) => {
      const branch = new URL(request.url).searchParams.get('branch');
      const open = workshop.jobs.filter((job) => !job.closedAt && (!branch || job.branch === branch));
      return {
        steps: REPAIR_STEPS.map((step) => {
          const here = open.filter((job) => job.step === step);
          const limit = workshop.limits[step] ?? null;
          const overdue = limit === null ? 0 : here.filter((job) => repairDemoNow.getTime() - Date.parse(job.stepStartedAt) > limit * MINUTE).length;
          return { step, count: here.length, overdue };
        }),
        answeredQuotes: open
          .filter((job) => job.customerAnsweredAt)
          .map((job) => ({ _id: job._id, code: job.code, plate: job.vehicle.plate, fullName: job.fullName, answeredAt: job.customerAnsweredAt! })),
      };
    }),
    http.get(findVehicleByPlate.path, ({ request }) => {
      const plate = normalizePlate(new URL(request.url).searchParams.get('plate') ?? '');
      const job = [...workshop.jobs, viosEarlier].find((item) => normalizePlate(item.vehicle.plate) === plate);
      const history = job ? historyOf(job.vehicle._id) : null;
      return HttpResponse.json(history);
    }),
    http.get(getVehicle.path, ({ params }) => {
      const history = historyOf(String(params.id));
      return history ? HttpResponse.json(history) : notFound(messages.repairs.vehicleNotFound);
    }),
    http.get(getRepair.path, ({ params }) => {
      const job = workshop.jobs[byId(params.id)];
      return job ? HttpResponse.json(getRepair.response.parse(job)) : notFound(messages.repairs.notFound);
    }),
    http.post(moveRepair.path, async ({ request, params }) => {
      const body = (await request.json()) as MoveRepairBody;
      workshop.moves(body);
      const index = byId(params.id);
      if (index < 0) return notFound(messages.repairs.notFound);
      const other = workshop.movedByOther;
      if (other && other.id === params.id) {
        workshop.jobs[index] = movedOn(workshop.jobs[index]!, other.to);
        workshop.movedByOther = null;
      }
      const job = workshop.jobs[index]!;
      if (body.version !== job.version) {
        return HttpResponse.json(
          { message: format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[job.step] }), currentStep: job.step, version: job.version },
          { status: 409 },
        );
      }
      workshop.jobs[index] = movedOn(job, body.step, body.note ?? '', body.shared ?? false);
      return HttpResponse.json(moveRepair.response.parse(workshop.jobs[index]));
    }),
    mockOk(assignRepair, async (request, params) => {
      const { staffId } = (await request.json()) as { staffId: string | null };
      workshop.assigned(staffId);
      const index = byId(params.id);
      const staff = demoWorkshopStaff.find((member) => member._id === staffId) ?? null;
      workshop.jobs[index] = { ...workshop.jobs[index]!, staff };
      return workshop.jobs[index]!;
    }),
    mockOk(
      openRepair,
      async (request) => {
        const body = (await request.json()) as OpenRepairBody;
        workshop.opened(body);
        openedCount += 1;
        const job = makeRepairDetail({
          step: 'received',
          start: repairDemoNow,
          code: `NX${String(openedCount).padStart(2, '0')}QZ`.slice(0, 6),
          branch: body.branch ?? 'quan-12',
          fullName: body.fullName ?? '',
          numberPhone: body.numberPhone ?? '',
          vehicle: { plate: body.plate ?? '', model: body.model ?? '', year: body.year ?? null },
          odometerKm: body.odometerKm,
          fuelLevel: body.fuelLevel as FuelLevel,
          complaint: body.complaint ?? '',
          bookingId: body.bookingId,
        });
        workshop.jobs.push(job);
        return job;
      },
      { status: 201 },
    ),
  ];
}
