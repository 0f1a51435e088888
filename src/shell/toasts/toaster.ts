/**
 * Toasts without react-toastify in the first load of a page: the library and its container load
 * with the first message, which waits for the container before it shows.
 */
import type { Toast } from '../../../machines/shopping-list/types';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => undefined;
const containerReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The container calls this once it is mounted. */
export function containerMounted(): void {
  markReady();
}

/** Whether a toast has been asked for, so the host should mount the container. */
export function isToastHostRequested(): boolean {
  return requested;
}

export function onToastHostRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function notify({ type, message }: Toast): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('react-toastify'), containerReady]);
  toast[type](message);
}
