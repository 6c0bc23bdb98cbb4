/**
 * Stories only: a technician's day kept in memory and answered as the server would (clocks
 * folded from their events at the server's moment, replays recorded once, one running clock per
 * technician, inspection versions, moves), and a tablet whose connection a story cuts and brings back.
 */
import { http, HttpResponse } from 'msw';
import type { fn } from 'storybook/test';
import type { Inspection } from '../../contract/inspections';
import { saveInspection } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { nextStep, REPAIR_STEP_LABELS, type RepairStep } from '../../contract/repair-steps';
import { clockLine, getWorkshopToday, moveWorkshopJob, type WorkshopJob, type WorkshopToday } from '../../contract/workshop';
import { foldClock, type ClockEventKind, type ClockEventLike } from '../../contract/workshop-rules';
import { objectIdAt } from '../../mocks/data/ids';
import { REPAIR_DEMO_PHOTOS } from '../../mocks/repair-data';
import { memoryStore, type WorkshopDevice } from './device';
import type { OutboxItem } from './outbox';
import { todaySnapshotKey, type TodaySnapshot } from './today-snapshot';

/** 11/03/2026 10:00 at the garage: the moment the story's server starts at; it then runs with the real clock. */
export const STORY_START = Date.UTC(2026, 2, 11, 3, 0);
const MINUTE = 60_000;
const created = new Date(Date.UTC(2026, 2, 10, 1, 0));
let serial = 0xc100;
const nextId = () => objectIdAt(created, (serial += 1));

export const storyTechnician = { _id: objectIdAt(new Date(Date.UTC(2025, 1, 3)), 0xc001), fullName: 'Võ Văn Tài' };
export const otherTechnician = { _id: objectIdAt(new Date(Date.UTC(2025, 1, 4)), 0xc002), fullName: 'Đặng Minh Luân' };

interface StoryLine {
  _id: string;
  description: string;
  hours: number;
  approved: boolean | null;
  technician: { _id: string; fullName: string } | null;
  /** Minutes from STORY_START (negative: before it). */
  events: Array<{ kind: ClockEventKind; minutes: number; seconds?: number; key?: string }>;
}

export interface StoryJob extends Omit<WorkshopJob, 'lines' | 'isLead' | 'inspection'> {
  lines: StoryLine[];
  inspection: (Omit<NonNullable<WorkshopJob['inspection']>, 'templateId'> & { templateId: string | null }) | null;
}

function line(description: string, hours: number, technician: StoryLine['technician'], events: StoryLine['events'] = [], approved: boolean | null = true): StoryLine {
  return { _id: nextId(), description, hours, approved, technician, events };
}

const point = (label: string, status: 'good' | 'watch' | 'urgent' = 'good', note = '', photos: string[] = []) => ({ id: nextId(), label, status, note, photos });

/** The brake job the technician leads: one line running (worked 0:40 so far), one paused at 0:20, one of a colleague's. */
export function brakeJob(overrides: Partial<StoryJob> = {}): StoryJob {
  return {
    _id: nextId(),
    code: 'SC7K2M',
    branch: 'quan-12',
    step: 'repair',
    version: 6,
    plate: '51A12345',
    model: 'Toyota Vios 2019',
    complaint: 'Phanh kêu khi đạp mạnh, vô lăng rung ở tốc độ cao.',
    photos: [REPAIR_DEMO_PHOTOS[0], REPAIR_DEMO_PHOTOS[1]],
    lead: storyTechnician,
    inspection: {
      templateId: nextId(),
      templateName: 'Kiểm tra hệ thống phanh',
      version: 2,
      points: [point('Má phanh trước', 'urgent', 'Mòn còn 2 mm.'), point('Đĩa phanh', 'watch', 'Có vết xước nhẹ.'), point('Dầu phanh')],
    },
    lines: [
      line('Thay má phanh trước', 1.5, storyTechnician, [
        { kind: 'start', minutes: -90 },
        { kind: 'pause', minutes: -65 },
        { kind: 'start', minutes: -15 },
      ]),
      line('Cân chỉnh thước lái', 1, storyTechnician, [
        { kind: 'start', minutes: -130 },
        { kind: 'pause', minutes: -110 },
      ]),
      line('Kiểm tra hệ thống điện', 0.5, otherTechnician),
    ],
    ...overrides,
  };
}

/** A service at 'Kiểm tra': the checklist the desk chose, to fill on the tablet; its line not started yet. */
export function serviceJob(overrides: Partial<StoryJob> = {}): StoryJob {
  return {
    _id: nextId(),
    code: 'SC4P9Q',
    branch: 'quan-12',
    step: 'inspection',
    version: 2,
    plate: '30G45678',
    model: 'Honda CR-V 2021',
    complaint: 'Bảo dưỡng định kỳ 40.000 km.',
    photos: [REPAIR_DEMO_PHOTOS[2]],
    lead: otherTechnician,
    inspection: {
      templateId: nextId(),
      templateName: 'Kiểm tra tổng quát',
      version: 1,
      points: [point('Má phanh'), point('Lốp xe', 'watch', 'Lốp sau mòn không đều.'), point('Dầu động cơ'), point('Đèn chiếu sáng')],
    },
    lines: [line('Bảo dưỡng cấp 40.000 km', 2, storyTechnician)],
    ...overrides,
  };
}

/** At 'Chẩn đoán' without a checklist yet: the desk must choose one first; its line already finished (0:50). */
export function diagnosisJob(overrides: Partial<StoryJob> = {}): StoryJob {
  return {
    _id: nextId(),
    code: 'SC2B8D',
    branch: 'quan-12',
    step: 'diagnosis',
    version: 3,
    plate: '51H99887',
    model: 'Mazda 3 2020',
    complaint: 'Gầm xe có tiếng kêu lục cục khi qua gờ giảm tốc.',
    photos: [],
    lead: storyTechnician,
    inspection: null,
    lines: [
      line('Chẩn đoán tiếng kêu gầm xe', 1, storyTechnician, [
        { kind: 'start', minutes: -120 },
        { kind: 'finish', minutes: -70 },
      ]),
    ],
    ...overrides,
  };
}

/** A line that has run for `seconds` up to the story's start and runs on (a minute boundary a few seconds ahead). */
export function runningLine(description: string, seconds: number): StoryLine {
  return line(description, 1, storyTechnician, [
    { kind: 'correction', minutes: -600, seconds: seconds - 5 * 60 },
    { kind: 'start', minutes: -5 },
  ]);
}

export type Sent = ReturnType<typeof fn>;

/** The day's server: answers today, the clock taps, the inspection saves and the moves from `jobs`, and keeps what they change. */
export class StoryWorkshop {
  readonly jobs: StoryJob[];
  /** When the story's server first told the time: its clock starts at STORY_START then. */
  private startedAt: number | null = null;
  private readonly keys = new Set<string>();

  constructor(jobs: StoryJob[]) {
    this.jobs = jobs;
  }

  /** The server's clock: STORY_START when the story began, running on since. */
  now(): Date {
    this.startedAt ??= Date.now();
    return new Date(STORY_START + (Date.now() - this.startedAt));
  }

  private eventsOf(storyLine: StoryLine): ClockEventLike[] {
    return storyLine.events.map((event) => ({ kind: event.kind, at: new Date(STORY_START + event.minutes * MINUTE), seconds: event.seconds ?? null }));
  }

  private lineOut(storyLine: StoryLine, now: Date) {
    const fold = foldClock(this.eventsOf(storyLine), now);
    const { events: _events, ...rest } = storyLine;
    return { ...rest, clock: { state: fold.state, seconds: fold.seconds, runningSince: fold.runningSince?.toISOString() ?? null } };
  }

  jobOut(job: StoryJob, now = this.now()): WorkshopJob {
    return {
      ...job,
      isLead: job.lead?._id === storyTechnician._id,
      lines: job.lines.map((storyLine) => ({ ...this.lineOut(storyLine, now), mine: storyLine.technician?._id === storyTechnician._id })),
    };
  }

  private running(now: Date) {
    for (const job of this.jobs) {
      for (const storyLine of job.lines) {
        if (storyLine.technician?._id === storyTechnician._id && foldClock(this.eventsOf(storyLine), now).state === 'running') return { repairId: job._id, lineId: storyLine._id };
      }
    }
    return null;
  }

  /** The day as the server answers it, at its clock now or at an earlier moment. */
  today(now = this.now()): WorkshopToday {
    return getWorkshopToday.response.parse({
      day: '2026-03-11',
      branch: 'quan-12',
      technician: storyTechnician,
      jobs: this.jobs.map((job) => this.jobOut(job, now)),
      running: this.running(now),
      serverTime: now.toISOString(),
    });
  }

  handlers(sent: Sent) {
    const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });
    return [
      http.get(getWorkshopToday.path, () => {
        sent('GET today');
        return HttpResponse.json(this.today());
      }),
      http.post(clockLine.path, async ({ request, params }) => {
        const parsed = clockLine.body!.safeParse(await request.json());
        if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? messages.common.invalidData);
        const body = parsed.data;
        sent(clockLine.path, body);
        const job = this.jobs.find((candidate) => candidate._id === params.id);
        const storyLine = job?.lines.find((candidate) => candidate._id === params.lineId);
        if (!job || !storyLine) return refuse(404, messages.workshop.lineNotFound);
        if (storyLine.technician?._id !== storyTechnician._id) return refuse(403, messages.workshop.notYourLine);
        const minutes = (Date.parse(body.at) - STORY_START) / MINUTE;
        const duplicate = this.keys.has(body.key);
        if (!duplicate) {
          this.keys.add(body.key);
          if (body.action === 'start') {
            const at = new Date(body.at);
            for (const other of this.jobs.flatMap((candidate) => candidate.lines)) {
              if (other !== storyLine && other.technician?._id === storyTechnician._id && foldClock(this.eventsOf(other), at).state === 'running') other.events.push({ kind: 'auto_pause', minutes });
            }
          }
          storyLine.events.push({ kind: body.action, minutes, key: body.key });
        }
        const now = this.now();
        return HttpResponse.json(clockLine.response.parse({ line: this.lineOut(storyLine, now), running: this.running(now), duplicate }));
      }),
      http.put(saveInspection.path, async ({ request, params }) => {
        const body = saveInspection.body!.parse(await request.json());
        sent(saveInspection.path, body);
        const job = this.jobs.find((candidate) => candidate._id === params.id);
        if (!job?.inspection) return refuse(404, messages.repairs.notFound);
        if (body.version !== job.inspection.version) return refuse(409, format(messages.inspections.stale, { version: job.inspection.version }));
        const inspection = job.inspection;
        inspection.version += 1;
        inspection.points = inspection.points.map((kept) => {
          const saved = body.points.find((candidate) => candidate.id === kept.id);
          return saved ? { ...kept, status: saved.status, note: saved.note, photos: saved.photos } : kept;
        });
        const answer: Inspection = {
          templateId: inspection.templateId,
          templateName: inspection.templateName,
          points: inspection.points,
          staff: storyTechnician,
          version: inspection.version,
          updatedAt: this.now().toISOString(),
        };
        return HttpResponse.json(saveInspection.response.parse(answer));
      }),
      http.post(moveWorkshopJob.path, async ({ request, params }) => {
        const body = moveWorkshopJob.body!.parse(await request.json());
        sent(moveWorkshopJob.path, body);
        const job = this.jobs.find((candidate) => candidate._id === params.id);
        if (!job) return refuse(404, messages.repairs.notFound);
        if (body.version !== job.version) return refuse(409, format(messages.repairs.stale, { step: REPAIR_STEP_LABELS[job.step] }));
        job.step = nextStep(job.step) as RepairStep;
        job.version += 1;
        return HttpResponse.json(moveWorkshopJob.response.parse(this.jobOut(job)));
      }),
    ];
  }
}

export interface StoryDevice extends WorkshopDevice {
  goOffline(): void;
  goOnline(): void;
  /** What waits on the device for the story's technician. */
  waiting(): Promise<OutboxItem[]>;
}

/** A tablet for a story: its own memory (nothing left over from another story), and a connection the story cuts and brings back. */
export function storyDevice({ online = true }: { online?: boolean } = {}): StoryDevice {
  let isOnline = online;
  const listeners = new Set<() => void>();
  const store = memoryStore();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    store,
    connection: {
      online: () => isOnline,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    exclusive: (_name, task) => task(),
    goOffline() {
      isOnline = false;
      tell();
    },
    goOnline() {
      isOnline = true;
      tell();
    },
    waiting: async () => (await store.get<OutboxItem[]>(`outbox:${storyTechnician._id}`)) ?? [],
  };
}

/** Puts the day on the device as the tablet read it `minutesAgo` before the story's start (the tablet's clock then reads the story's time). */
export async function keepOnDevice(device: StoryDevice, workshop: StoryWorkshop, minutesAgo: number) {
  const snapshot: TodaySnapshot = { today: workshop.today(new Date(STORY_START - minutesAgo * MINUTE)), offsetMs: STORY_START - Date.now() };
  await device.store.change(todaySnapshotKey(storyTechnician._id), () => snapshot);
}

/** Puts items in the device's outbox, as a tablet left them. */
export async function keepWaiting(device: StoryDevice, items: OutboxItem[]) {
  await device.store.change<OutboxItem[]>(`outbox:${storyTechnician._id}`, (current) => [...(current ?? []), ...items]);
}
