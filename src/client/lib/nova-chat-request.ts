/**
 * "Ask Nova" buttons outside the header open the header's Nova chat through here: features may not
 * import one another, and the chat panel belongs to the header's button, which keeps it mounted.
 */

/** `from` is the button that asked: focus goes back to it when the chat closes. */
type NovaChatListener = (from: HTMLElement | null) => void;

const listeners = new Set<NovaChatListener>();

/** Opens the Nova chat (a no-op where no chat is mounted, e.g. outside the student shell). */
export function openNovaChat(from: HTMLElement | null = null): void {
  for (const listener of listeners) listener(from);
}

/** For the chat's owner: called on every request to open; returns the unsubscribe function. */
export function onNovaChatRequest(listener: NovaChatListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
