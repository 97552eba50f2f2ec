import type { ReactNode } from 'react';

/** A section of the home page: its heading, a link to the whole list, then what it shows. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="sh-section" aria-labelledby={id}>
      <div className="sh-section-head">
        <h2 id={id} className="sh-section-title">
          {title}
        </h2>
        <a className="sh-more-link" href={more.href}>
          {more.label}
        </a>
      </div>
      {children}
    </section>
  );
}
