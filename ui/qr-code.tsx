import { useEffect, useState, type ComponentProps } from 'react';
import { cn } from './cn';
import { Skeleton } from './skeleton';

type QrModules = { size: number; dark: (row: number, col: number) => boolean };

// The encoder (~30 KB) is fetched the first time a code is drawn, so pages that never show one
// do not carry it; one promise serves every code on the page.
let encoder: Promise<typeof import('qrcode')> | null = null;
function loadEncoder() {
  encoder ??= import('qrcode').catch((error: unknown) => {
    encoder = null;
    throw error;
  });
  return encoder;
}

/** The dark modules as one path, row by row, each run of dark modules one rectangle. */
function pathOf({ size, dark }: QrModules): string {
  let d = '';
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col++;
      d += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  return d;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET = 4;

export interface QrCodeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The text the code encodes. */
  value: string;
  /** The image's accessible name: what scanning it does. */
  label: string;
  /** Shown in place of the code when this browser cannot draw it. */
  failureMessage: string;
}

/**
 * A QR code drawn as SVG (error correction M, as payment codes use), sized by its container:
 * give it a width. While the encoder loads it is a grey square of the same size.
 */
export function QrCode({ value, label, failureMessage, className, ...props }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; modules: QrModules | null } | null>(null);

  useEffect(() => {
    let current = true;
    loadEncoder()
      .then((qrcode) => {
        const { modules } = qrcode.create(value, { errorCorrectionLevel: 'M' });
        if (current) setDrawn({ value, modules: { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 } });
      })
      .catch(() => {
        if (current) setDrawn({ value, modules: null });
      });
    return () => {
      current = false;
    };
  }, [value]);

  const ready = drawn?.value === value ? drawn : null;
  const modules = ready?.modules ?? null;
  const failed = ready !== null && modules === null;
  return (
    <div className={cn('aspect-square w-full', className)} {...props}>
      {failed ? (
        <p role="alert" className="flex h-full items-center justify-center rounded-control bg-surface-muted p-3 text-center text-sm text-ink-muted">
          {failureMessage}
        </p>
      ) : modules ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`${-QUIET} ${-QUIET} ${modules.size + QUIET * 2} ${modules.size + QUIET * 2}`}
          shapeRendering="crispEdges"
          className="block size-full rounded-control bg-white"
        >
          <rect x={-QUIET} y={-QUIET} width={modules.size + QUIET * 2} height={modules.size + QUIET * 2} fill="#fff" />
          <path d={pathOf(modules)} fill="#000" />
        </svg>
      ) : (
        <Skeleton className="block size-full" />
      )}
    </div>
  );
}
