import { useId, useState } from 'react';
import { Select } from '../../ui/select';
import { PRODUCT_SORTS, type ProductSort } from './catalog-query';

export interface ProductSortSelectProps {
  /** The order the address asks for. */
  value: ProductSort;
}

/**
 * The catalogue's order, inside the list's `<form method="get">`: a choice submits the form,
 * which the list handles as the router's navigation in the app and the browser as a page load
 * on a page drawn as islands (where this is the only part that runs code). A choice made before
 * the code arrived is made again by the island loader once it is hydrated (app/islands/islands.ts).
 */
export function ProductSortSelect({ value }: ProductSortSelectProps) {
  const id = useId();
  // The choice shows at once, while the next page loads; a new address (back, a link) shows its own.
  const [chosen, setChosen] = useState<string>(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setChosen(value);
  }
  return (
    <>
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink-muted">
        Sắp xếp
      </label>
      {/* One native select, not a row of buttons: it never wraps on a phone, and a phone opens its own picker. */}
      <Select
        id={id}
        name="sort"
        size="sm"
        className="max-sm:flex-1 sm:w-48"
        options={PRODUCT_SORTS}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          event.currentTarget.form?.requestSubmit();
        }}
      />
    </>
  );
}
