import type { ReactNode } from 'react';

/** The short pages behind alert mail links: a heading, one sentence, and at most one button. */
export function AlertMessagePage({ title, message, ok, children }: { title: string; message: string; ok?: boolean; children?: ReactNode }) {
  return (
    <section className="page-section container alert-message-page">
      <div className="card alert-message-page__card">
        <h1 className="page-title">{title}</h1>
        <p
          className={ok === undefined ? 'lead' : `alert ${ok ? 'alert--success' : 'alert--danger'}`}
          role={ok === undefined ? undefined : 'status'}
        >
          {message}
        </p>
        {children}
      </div>
    </section>
  );
}
