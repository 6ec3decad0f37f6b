import type { ReactNode } from 'react';

export function Card({ title, description, children, className, headingLevel = 2 }: { title?: string; description?: string; children?: ReactNode; className?: string; headingLevel?: 1 | 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <section className={['card', className ?? ''].filter(Boolean).join(' ')}>
      {title ? <H className="card-title">{title}</H> : null}
      {description ? <p className="card-description">{description}</p> : null}
      {children}
    </section>
  );
}
