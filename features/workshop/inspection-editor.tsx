import { ClipboardCheck, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { dataUrlBytes } from '../../contract/bookings';
import { BOOKING_MAX_IMAGES } from '../../contract/constants';
import type { SaveInspectionInput } from '../../contract/inspections';
import { format, messages } from '../../contract/messages';
import type { WorkshopJob } from '../../contract/workshop';
import { OFFLINE_PHOTOS_MAX_BYTES } from '../../contract/workshop-rules';
import { Button } from '../../ui/button';
import { downscaleImage } from '../../ui/downscale-image';
import { formatBytes } from '../../ui/image-files';
import { InspectionPointField, type EditedPoint } from './inspection-point-field';
import type { InspectionItem } from './outbox';

type JobInspection = NonNullable<WorkshopJob['inspection']>;

export interface InspectionEditorProps {
  jobId: string;
  inspection: JobInspection;
  /** This job's save still waiting on the device: the form opens with what it holds. */
  waiting: InspectionItem | undefined;
  /** Bytes of photos other jobs' waiting saves hold: with this form's new ones, within OFFLINE_PHOTOS_MAX_BYTES. */
  photoBytesElsewhere: number;
  onSave: (body: Omit<SaveInspectionInput, 'version'>) => Promise<void>;
}

function startingPoints(inspection: JobInspection, waiting: InspectionItem | undefined): EditedPoint[] {
  return inspection.points.map((point) => {
    const kept = waiting?.body.points.find((candidate) => candidate.id === point.id);
    return {
      id: point.id,
      label: point.label,
      status: kept?.status ?? point.status,
      note: kept ? (kept.note ?? '') : point.note,
      photos: kept ? [...(kept.photos ?? [])] : [...point.photos],
    };
  });
}

const newPhotoBytes = (points: readonly EditedPoint[]) => points.reduce((sum, point) => sum + point.photos.reduce((total, photo) => total + dataUrlBytes(photo), 0), 0);

/**
 * The job's checklist filled on the tablet: each point good, to watch or urgent, a note and
 * photos from the camera (made at most 1600 px, JPEG, before they are kept). Saving puts the
 * whole inspection in the outbox with the version it started from; it goes out at once when
 * online, and waits on the device otherwise, photos within OFFLINE_PHOTOS_MAX_BYTES in all.
 */
export function InspectionEditor({ jobId, inspection, waiting, photoBytesElsewhere, onSave }: InspectionEditorProps) {
  const [points, setPoints] = useState(() => startingPoints(inspection, waiting));
  const [photoErrors, setPhotoErrors] = useState<Readonly<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);

  // The points as they are now, for a photo that finishes reading after another change.
  const latest = useRef(points);
  useEffect(() => {
    latest.current = points;
  }, [points]);
  const commit = (next: EditedPoint[]) => {
    latest.current = next;
    setPoints(next);
  };
  const change = (next: EditedPoint) => commit(latest.current.map((point) => (point.id === next.id ? next : point)));
  const refuse = (pointId: string, message: string | null) =>
    setPhotoErrors((current) => {
      const { [pointId]: _dropped, ...rest } = current;
      return message ? { ...rest, [pointId]: message } : rest;
    });

  const addPhoto = async (pointId: string, file: File) => {
    refuse(pointId, null);
    const photosOf = () => latest.current.find((point) => point.id === pointId)?.photos.length ?? 0;
    const tooMany = format(messages.workshopScreen.tooManyPhotos, { max: BOOKING_MAX_IMAGES });
    if (photosOf() >= BOOKING_MAX_IMAGES) return refuse(pointId, tooMany);
    let dataUrl: string;
    try {
      dataUrl = (await downscaleImage(file)).dataUrl;
    } catch {
      return refuse(pointId, messages.workshopScreen.photoUnreadable);
    }
    if (photosOf() >= BOOKING_MAX_IMAGES) return refuse(pointId, tooMany);
    if (photoBytesElsewhere + newPhotoBytes(latest.current) + dataUrlBytes(dataUrl) > OFFLINE_PHOTOS_MAX_BYTES) {
      return refuse(pointId, format(messages.workshopScreen.photosFull, { max: formatBytes(OFFLINE_PHOTOS_MAX_BYTES) }));
    }
    commit(latest.current.map((point) => (point.id === pointId ? { ...point, photos: [...point.photos, dataUrl] } : point)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!inspection.templateId) return;
    setSaving(true);
    try {
      await onSave({ templateId: inspection.templateId, points: points.map(({ id, status, note, photos }) => ({ id, status, note, photos })) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3">
      <ul className="grid gap-3">
        {points.map((point) => (
          <li key={point.id}>
            <InspectionPointField
              point={point}
              name={`status-${jobId}-${point.id}`}
              onChange={change}
              onPhoto={(file) => void addPhoto(point.id, file)}
              photoError={photoErrors[point.id] ?? null}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {waiting ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-warning-ink">
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {messages.workshopScreen.inspectionWaiting}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="min-h-12" pending={saving}>
          <Save aria-hidden="true" />
          {messages.workshopScreen.saveInspection}
        </Button>
      </div>
    </form>
  );
}
