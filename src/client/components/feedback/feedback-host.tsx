'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { clearToast, closeDialog, feedbackStore, type DialogRequest } from './feedback-store';

export interface FeedbackTexts {
  readonly oops: string;
  readonly somethingWrong: string;
  readonly success: string;
  readonly areYouSure: string;
  readonly ok: string;
  readonly cancel: string;
  readonly loginPlease: string;
  readonly youHaveToLogin: string;
  readonly login: string;
  readonly later: string;
  /** Localised login page path, e.g. /id/auth/login. */
  readonly loginPath: string;
}

const TOAST_DURATION_MS = 3000;
const serverSnapshot = () => ({ dialog: null, toast: null });

/** Renders the error, success and login dialogs and the toasts for the whole page, on native `<dialog>` (focus trap, Escape). */
export function FeedbackHost({ texts }: { texts: FeedbackTexts }) {
  const state = useSyncExternalStore(feedbackStore.subscribe, feedbackStore.get, serverSnapshot);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const request = state.dialog;

  // What had focus when the dialog opened, to go back to when it closes (unless the request names better).
  const opener = useRef<{ element: Element | null; request: DialogRequest } | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      opener.current = { element: document.activeElement, request };
      dialog.showModal();
    } else if (request && opener.current) {
      // A message that replaces another in the open dialog: its own focus target counts.
      opener.current = { element: opener.current.element, request };
    }
    // Closed by a button (request cleared) or by Escape (the browser closed it first): focus goes back either way.
    if (!request && opener.current) {
      if (dialog.open) dialog.close();
      const from = opener.current;
      opener.current = null;
      const named = from?.request.kind === 'message' ? from.request.returnFocus?.() : null;
      const back = named ?? (from?.element instanceof HTMLElement && from.element !== document.body ? from.element : null);
      if (back?.isConnected && !back.matches(':disabled')) back.focus();
    }
  }, [request]);

  useEffect(() => {
    const toast = state.toast;
    if (!toast) return;
    const timer = window.setTimeout(() => clearToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [state.toast]);

  const dismiss = (ok: boolean) => {
    if (request?.kind === 'confirm') request.resolve(ok);
    closeDialog();
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        className="dialog"
        aria-labelledby={hasTitle(request) ? 'feedback-dialog-title' : 'feedback-dialog-text'}
        aria-describedby={hasTitle(request) ? 'feedback-dialog-text' : undefined}
        onClose={() => request && dismiss(false)}
      >
        {request ? <DialogBody request={request} texts={texts} onDismiss={dismiss} /> : null}
      </dialog>
      <div className="toast-region" aria-live="polite" role="status">
        {state.toast ? (
          <p className="toast" key={state.toast.id}>
            {state.toast.text}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** A plain message has no title: the dialog is then named by its text. */
function hasTitle(request: DialogRequest | null): boolean {
  return !(request?.kind === 'message' && request.title === 'plain');
}

function DialogBody({ request, texts, onDismiss }: { request: DialogRequest; texts: FeedbackTexts; onDismiss: (ok: boolean) => void }) {
  if (request.kind === 'login') {
    const href = `${texts.loginPath}?redirect=${encodeURIComponent(request.returnPath)}`;
    return (
      <div className="dialog__body">
        <h2 id="feedback-dialog-title" className="dialog__title">
          {texts.loginPlease}
        </h2>
        <p id="feedback-dialog-text">{texts.youHaveToLogin}</p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => onDismiss(false)}>
            {texts.later}
          </button>
          <a className="button button--primary" href={href} onClick={() => onDismiss(true)}>
            {texts.login}
          </a>
        </div>
      </div>
    );
  }
  if (request.kind === 'confirm') {
    return (
      <div className="dialog__body">
        <h2 id="feedback-dialog-title" className="dialog__title">
          {texts.areYouSure}
        </h2>
        {request.text ? <p id="feedback-dialog-text">{request.text}</p> : null}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => onDismiss(false)}>
            {texts.cancel}
          </button>
          <button type="button" className="button button--danger" onClick={() => onDismiss(true)} autoFocus>
            {texts.ok}
          </button>
        </div>
      </div>
    );
  }
  const title = request.title === 'oops' ? texts.oops : request.title === 'success' ? texts.success : null;
  const text = request.text ?? (request.title === 'success' ? texts.success : texts.somethingWrong);
  return (
    <div className="dialog__body">
      {title ? (
        <h2 id="feedback-dialog-title" className="dialog__title">
          {title}
        </h2>
      ) : null}
      <p id="feedback-dialog-text">{text}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => onDismiss(true)} autoFocus>
          {texts.ok}
        </button>
      </div>
    </div>
  );
}
