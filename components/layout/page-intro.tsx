import type { ReactNode } from 'react';

/** A page's heading and lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="sh-page">
      <h1 className="sh-h1">{title}</h1>
      <p className="sh-lead">{lead}</p>
      {children}
    </section>
  );
}
