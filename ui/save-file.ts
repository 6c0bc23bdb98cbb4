/** Hands the browser a file to save, as a link the user clicked would. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a later tick keeps Safari from cancelling it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
