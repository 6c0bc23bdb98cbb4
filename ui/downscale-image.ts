/** What `downscaleImage` makes of a picture: at most `maxSide` pixels on its longer side, as a JPEG. */
export interface DownscaleOptions {
  maxSide?: number;
  /** JPEG quality, 0 to 1. */
  quality?: number;
}

export interface DownscaledImage {
  dataUrl: string;
  width: number;
  height: number;
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The picture cannot be decoded'));
    };
    image.src = url;
  });
}

/**
 * A camera's picture made small enough to send and to keep while offline: scaled down (never up)
 * to `maxSide` on its longer side, turned the way the camera held it (the browser applies its
 * orientation when it decodes), drawn on white (a JPEG has no transparency) and encoded as a JPEG
 * data URL. A 12-megapixel photo of 3–5 MB becomes some 200–400 KB at 1600 px.
 */
export async function downscaleImage(file: Blob, { maxSide = 1600, quality = 0.82 }: DownscaleOptions = {}): Promise<DownscaledImage> {
  const image = await loadImage(file);
  const longer = Math.max(image.naturalWidth, image.naturalHeight);
  if (longer === 0) throw new Error('The picture has no size');
  const scale = Math.min(1, maxSide / longer);
  const width = Math.max(1, Math.round(image.naturalWidth * scale));
  const height = Math.max(1, Math.round(image.naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return { dataUrl: canvas.toDataURL('image/jpeg', quality), width, height };
}
