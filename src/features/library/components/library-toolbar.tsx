import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { LIBRARY_SORTS, type LibrarySort } from '../lib/library-item';

/** Search by title and the order, above each Library tab's list. */
export function LibraryToolbar({
  idPrefix,
  plural,
  search,
  onSearch,
  sort,
  onSort,
}: {
  idPrefix: string;
  plural: string;
  search: string;
  onSearch: (search: string) => void;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field id={`${idPrefix}-search`} label={`Search ${plural}`} className="min-w-0 flex-1">
        {(control) => (
          <SearchInput
            {...control}
            placeholder="Search by title"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-sort`} label="Sort" className="sm:w-48">
        {(control) => (
          <Select {...control} value={sort} onChange={(event) => onSort(event.target.value as LibrarySort)}>
            {LIBRARY_SORTS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
