import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  /** A link to the full page of this section. */
  more?: { to: string; label: string };
}

/** The title row of a home page section, with its "see all" link on the right. */
export function SectionHeading({ id, title, lead, more }: SectionHeadingProps) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {lead ? <p className="mt-1 max-w-prose text-ink-muted">{lead}</p> : null}
      </div>
      {more ? (
        <Link to={more.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {more.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
