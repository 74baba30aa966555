/**
 * Whether this browser can decode the image (HEIC on desktop Chrome cannot): a refusal here becomes a
 * clear message instead of a broken thumbnail. Without createImageBitmap (very old browsers) the
 * compression step is the judge.
 */
export async function canDecode(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
