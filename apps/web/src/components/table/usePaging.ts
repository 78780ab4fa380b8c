/** Page and page-size state of a DataGrid kept in the component; a new page size goes back to page 1. */
import { useState } from "react";

export function usePaging(initialPageSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    onPage: setPage,
    onPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    /** Back to page 1, e.g. after a filter changed. */
    firstPage: () => setPage(1),
  };
}
