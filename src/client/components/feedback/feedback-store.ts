import { createStore } from '../../stores/create-store';

/** What the page-wide feedback host is showing: at most one dialog and one toast. */
/** Where focus goes when the dialog closes (the element that opened it may be gone or disabled by then). */
export type FocusTarget = () => HTMLElement | null | undefined;

export type DialogRequest =
  | {
      readonly kind: 'message';
      readonly title: 'oops' | 'success' | 'plain';
      readonly text: string | null;
      readonly returnFocus?: FocusTarget;
    }
  | { readonly kind: 'confirm'; readonly text: string | null; readonly resolve: (ok: boolean) => void }
  | { readonly kind: 'login'; readonly returnPath: string };

export interface FeedbackState {
  readonly dialog: DialogRequest | null;
  readonly toast: { readonly id: number; readonly text: string } | null;
}

export const feedbackStore = createStore<FeedbackState>({ dialog: null, toast: null });

let toastId = 0;

/** A message from the server under "Oops...", or "Something went wrong!" when there is none. */
export function showError(message?: string | null, returnFocus?: FocusTarget): void {
  feedbackStore.replace({ ...feedbackStore.get(), dialog: { kind: 'message', title: 'oops', text: message ?? null, returnFocus } });
}

/** A 422 shows only the first message of the first field. */
export function showValidationMessage(message: string, returnFocus?: FocusTarget): void {
  feedbackStore.replace({ ...feedbackStore.get(), dialog: { kind: 'message', title: 'plain', text: message, returnFocus } });
}

/** Title "Success", default text "Success". */
export function showSuccess(text?: string | null, returnFocus?: FocusTarget): void {
  feedbackStore.replace({ ...feedbackStore.get(), dialog: { kind: 'message', title: 'success', text: text ?? null, returnFocus } });
}

/** "Are you sure?" (or a more specific question); resolves with the choice. */
export function confirmAction(text?: string): Promise<boolean> {
  return new Promise((resolve) => {
    feedbackStore.replace({ ...feedbackStore.get(), dialog: { kind: 'confirm', text: text ?? null, resolve } });
  });
}

/** "You have to login!" in a "Login please" dialog, with Login and Later. */
export function promptLogin(returnPath: string): void {
  feedbackStore.replace({ ...feedbackStore.get(), dialog: { kind: 'login', returnPath } });
}

/** A centred toast for 3000 ms, no confirm button. */
export function showToast(text: string): void {
  feedbackStore.replace({ ...feedbackStore.get(), toast: { id: ++toastId, text } });
}

export function closeDialog(): void {
  feedbackStore.replace({ ...feedbackStore.get(), dialog: null });
}

export function clearToast(id: number): void {
  const state = feedbackStore.get();
  if (state.toast?.id === id) feedbackStore.replace({ ...state, toast: null });
}
