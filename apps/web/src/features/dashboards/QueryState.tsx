/** Loading, error (the server's Korean message) or the data of a dashboard query. */
import { Alert, Center, Loader } from "@mantine/core";
import { t } from "@portal/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

export function QueryState<T>({ result, children }: { result: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (result.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t("loading")} />
      </Center>
    );
  }
  if (result.isError) return <Alert color="red">{result.error.message}</Alert>;
  return <div aria-busy={result.isFetching}>{children(result.data)}</div>;
}
