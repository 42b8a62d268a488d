/** Navigation lifecycle, for the loading bar and anything else that wants to follow along. */
export type NavigationEvent = 'start' | 'end' | 'error';
type Listener = (event: NavigationEvent) => void;

const listeners = new Set<Listener>();

export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNavigation(event: NavigationEvent): void {
  for (const listener of listeners) listener(event);
}
