import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../contract/client';
import { DESK_REFRESH_MS } from '../../contract/constants';
import type { SaveInspectionInput } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import { displayPlate } from '../../contract/repair-steps';
import type { WorkshopJob, WorkshopLine, WorkshopToday } from '../../contract/workshop';
import { CLOCK_EVENT_LABELS, type ClockAction, type ClockFold } from '../../contract/workshop-rules';
import { answerTimesOf, CLOCK_SAMPLES, clockSampleOf, serverOffsetMs, useWorkshopToday, workshopTodayKey, type ClockSample } from '../../entities/workshop/get-workshop-today';
import { useToast } from '../../ui/toast';
import type { WorkshopDevice } from './device';
import { localClocks } from './local-clocks';
import { newOutboxKey, type ClockItem, type InspectionItem, type OutboxItem, type SentAnswer } from './outbox';
import { keepTodaySnapshot, readTodaySnapshot, type TodaySnapshot } from './today-snapshot';
import { useOutbox } from './use-outbox';

/** A tap the server has, kept on screen until a day read after it was sent shows it. */
interface SentTap {
  tap: ClockItem;
  sentAt: number;
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The inspection save's 409 for a version someone else saved meanwhile (not the one for a job past inspecting). */
const staleInspection = new RegExp(`^${messages.inspections.stale.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.*')}$`);
const isStaleInspection = (message: string) => staleInspection.test(message);

// The tablet's clock as the screen reads it: moves once a second while a line runs. Read again
// whenever something subscribes, so a clock that starts counts from the moment it started.
let tabletNow = Date.now();
const readTabletNow = () => tabletNow;
function tickEverySecond(listener: () => void) {
  tabletNow = Date.now();
  const timer = setInterval(() => {
    tabletNow = Date.now();
    listener();
  }, 1_000);
  return () => clearInterval(timer);
}
const standStill = () => () => undefined;

export interface WorkshopDay {
  /** The day shown: the server's last answer, or the one kept on the device while the server cannot be reached. */
  today: WorkshopToday | undefined;
  /** Shown from the device: when it was read from the server. */
  fromDevice: string | null;
  /** The server's refusal or the failed load, when there is no day to show. */
  error: unknown;
  loading: boolean;
  retry: () => void;
  /** The device is online and the last request went through. */
  connected: boolean;
  waiting: readonly OutboxItem[];
  /** Each line's clock as it should read now. */
  clocks: ReadonlyMap<string, ClockFold>;
  tap: (job: WorkshopJob, line: WorkshopLine, action: ClockAction) => Promise<void>;
  saveInspection: (job: WorkshopJob, body: Omit<SaveInspectionInput, 'version'>) => Promise<void>;
  /** The job's inspection save still on the device, if any. */
  waitingInspection: (repairId: string) => InspectionItem | undefined;
}

/**
 * Everything the tablet's screen reads: the day (from the server, or from the device when the
 * connection is gone), the outbox, and each line's clock with the taps the server does not have
 * yet, counting up once a second while one runs.
 */
export function useWorkshopDay(accountId: string, device: WorkshopDevice): WorkshopDay {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const online = useSyncExternalStore(device.connection.subscribe, device.connection.online, () => true);
  const [sentTaps, setSentTaps] = useState<SentTap[]>([]);
  const [savedVersions, setSavedVersions] = useState<Readonly<Record<string, number>>>({});
  /** The day kept on the device when the screen opened. */
  const [snapshot, setSnapshot] = useState<TodaySnapshot | null>(null);
  const requestedAtRef = useRef(0);

  const readAgain = useCallback(() => void mutate(workshopTodayKey()), [mutate]);

  const outbox = useOutbox(accountId, device, {
    onSent(item: OutboxItem, answer: SentAnswer | null) {
      if (item.kind === 'clock') setSentTaps((taps) => [...taps.filter((sent) => sent.sentAt >= requestedAtRef.current), { tap: item, sentAt: Date.now() }]);
      else {
        if (answer?.kind === 'inspection') setSavedVersions((versions) => ({ ...versions, [item.repairId]: Math.max(versions[item.repairId] ?? 0, answer.version) }));
        toast.success(format(messages.workshopScreen.inspectionSent, { plate: item.plate }));
      }
    },
    onDropped(item, reason, status) {
      if (item.kind === 'clock') toast.error(format(messages.workshopScreen.clockDropped, { action: CLOCK_EVENT_LABELS[item.action], line: item.line, plate: item.plate, reason }));
      else if (status === 409 && isStaleInspection(reason)) toast.error(format(messages.workshopScreen.inspectionStale, { plate: item.plate }));
      else toast.error(format(messages.workshopScreen.inspectionDropped, { plate: item.plate, reason }));
      // What the server has is the truth: read it again.
      readAgain();
    },
    onDrained: readAgain,
  });
  const waiting = outbox.state.items;

  const live = useWorkshopToday({ refreshInterval: online ? DESK_REFRESH_MS : 0, refreshWhenHidden: false, refreshWhenOffline: false });
  const liveTimes = live.data ? answerTimesOf(live.data) : undefined;
  // The server's clock against the tablet's, from the quickest of the latest answers (serverOffsetMs);
  // each new answer joins them as it renders.
  const [clockSamples, setClockSamples] = useState<ReadonlyArray<{ today: WorkshopToday; sample: ClockSample }>>([]);
  const liveSample = live.data && !clockSamples.some((kept) => kept.today === live.data) ? clockSampleOf(live.data) : undefined;
  if (live.data && liveSample) setClockSamples([...clockSamples, { today: live.data, sample: liveSample }].slice(-CLOCK_SAMPLES));
  const liveOffsetMs = serverOffsetMs(clockSamples.map((kept) => kept.sample));

  // The day kept on the device: read when the screen opens, written with every answer of the server.
  useEffect(() => {
    let current = true;
    readTodaySnapshot(device.store, accountId)
      .then((kept) => {
        if (current && kept) setSnapshot(kept);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [device, accountId]);
  useEffect(() => {
    if (!live.data) return;
    void keepTodaySnapshot(device.store, accountId, { today: live.data, offsetMs: liveOffsetMs }).catch(() => undefined);
  }, [live.data, device, accountId, liveOffsetMs]);

  // A tap read back by a day asked for after it was sent is the server's now: it no longer counts on top.
  const requestedAt = liveTimes?.requestedAt ?? 0;
  useEffect(() => {
    requestedAtRef.current = requestedAt;
  }, [requestedAt]);

  const unreachable = isNetworkFailure(live.error);
  const useDevice = !live.data && snapshot !== null && (live.isLoading || unreachable);
  const today = live.data ?? (useDevice ? snapshot.today : undefined);
  const offsetMs = live.data ? liveOffsetMs : (snapshot?.offsetMs ?? 0);

  const taps = useMemo(() => {
    const unsent = waiting.filter((item): item is ClockItem => item.kind === 'clock');
    const known = new Set(unsent.map((item) => item.key));
    return [...sentTaps.filter((sent) => sent.sentAt >= requestedAt && !known.has(sent.tap.key)).map((sent) => sent.tap), ...unsent];
  }, [waiting, sentTaps, requestedAt]);

  const [ticking, setTicking] = useState(false);
  const now = useSyncExternalStore(ticking ? tickEverySecond : standStill, readTabletNow, readTabletNow) + offsetMs;
  const clocks = useMemo(() => (today ? localClocks(today, taps, new Date(now)) : new Map<string, ClockFold>()), [today, taps, now]);
  const anyRunning = [...clocks.values()].some((fold) => fold.state === 'running');
  if (anyRunning !== ticking) setTicking(anyRunning);

  const serverNow = () => new Date(Date.now() + offsetMs).toISOString();
  const { add } = outbox;

  return {
    today,
    fromDevice: useDevice ? snapshot.today.serverTime : null,
    error: today ? null : live.error,
    loading: !today && live.isLoading,
    retry: readAgain,
    connected: online && !outbox.state.unreachable && !unreachable,
    waiting,
    clocks,
    tap: (job, line, action) => add({ kind: 'clock', key: newOutboxKey(), at: serverNow(), repairId: job._id, plate: displayPlate(job.plate), lineId: line._id, line: line.description, action }),
    async saveInspection(job, body) {
      const base = job.inspection?.version ?? 0;
      const plate = displayPlate(job.plate);
      await add({ kind: 'inspection', key: newOutboxKey(), at: serverNow(), repairId: job._id, plate, body: { ...body, version: Math.max(base, savedVersions[job._id] ?? 0) } });
      if (!device.connection.online() || outbox.state.unreachable) toast.info(format(messages.workshopScreen.inspectionKept, { plate }));
    },
    waitingInspection: (repairId) => waiting.find((item): item is InspectionItem => item.kind === 'inspection' && item.repairId === repairId),
  };
}
