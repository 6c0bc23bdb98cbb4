/** The parts of a File that the checks need, so they run without a browser. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type RejectionReason = 'not-image' | 'too-large' | 'too-many';

export interface ScreenOptions {
  maxBytes?: number;
  maxFiles?: number;
  /** Images already chosen, counted against maxFiles. */
  alreadySelected?: number;
}

/**
 * Sorts picked or dropped files into those to read and those to refuse, with why.
 * `accept="image/*"` on the input is only a hint: drag and drop and the "all files"
 * choice of a file dialog get past it.
 */
export function screenImageFiles<T extends FileLike>(files: readonly T[], { maxBytes, maxFiles, alreadySelected = 0 }: ScreenOptions = {}) {
  const accepted: T[] = [];
  const rejected: { file: T; reason: RejectionReason }[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) rejected.push({ file, reason: 'not-image' });
    else if (maxBytes !== undefined && file.size > maxBytes) rejected.push({ file, reason: 'too-large' });
    else if (maxFiles !== undefined && alreadySelected + accepted.length >= maxFiles) rejected.push({ file, reason: 'too-many' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** A size as people read it, in decimal units like the limits are stated: 5 MB, 1,5 MB, 800 KB. */
export function formatBytes(bytes: number) {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1_000_000) return format(bytes / 1_000_000, 'MB');
  if (bytes >= 1_000) return format(bytes / 1_000, 'KB');
  return format(bytes, 'B');
}
