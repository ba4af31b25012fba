import type { ReactNode } from 'react';

// A record's facts as a description list, in columns that fold on a tablet (styles/staff-review.css): a registration's
// entered details, an order's buyer and pass. `children` adds facts of its own making (a value with a Reveal button).

export function StaffFacts({ facts, children }: { facts: readonly (readonly [string, string])[]; children?: ReactNode }) {
  return (
    <dl className="staff-review__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="staff-review__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
