/**
 * react-toastify (~10 KB gzip) is loaded with the first toast, not with the page: a visitor who is never
 * notified of anything does not download it. Toasts shown before the container has mounted wait in
 * react-toastify's own queue, so nothing is lost while it arrives.
 */
type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('react-toastify');
    // A failed download (network) can be tried again with the next toast.
    loading.catch(() => {
      loading = null;
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** For the host: re-render once a toast has been asked for (then it mounts the container). */
export function subscribeToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastifyRequested(): boolean {
  return loading !== null;
}
