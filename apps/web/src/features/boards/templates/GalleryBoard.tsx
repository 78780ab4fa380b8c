/**
 * The gallery templates (TMPLAT_ID 3 thumbnail gallery, 4 card gallery with description) and the
 * card layouts of video (BBS_TY_CODE 2) and company-profile (3) boards: responsive columns, the
 * empty text 'no registered items', and the list's paging (15, 30, 45).
 */
import { Box, LoadingOverlay, SimpleGrid, Text } from "@mantine/core";
import {
  type Board,
  BoardTemplateId,
  isCompanyBoard,
  isVideoBoard,
  POST_PAGE_SIZES,
  type PostList,
  showsSummaries,
  t,
} from "@portal/contract";
import { ListFooter } from "../../../components/table/ListFooter.tsx";
import type { ListParams } from "../api.ts";
import { CompanyCard, GalleryCard, VideoCard } from "./cards.tsx";

interface Props {
  board: Board;
  data: PostList | undefined;
  fetching: boolean;
  params: ListParams;
  onChange: (changes: Partial<ListParams>) => void;
}

/** Cards of a board page with its paging; the kind of card follows the board. */
export function GalleryBoard({ board, data, fetching, params, onChange }: Props) {
  const rows = data ? [...data.notices, ...data.items] : [];
  const cols =
    isCompanyBoard(board) || isVideoBoard(board)
      ? { base: 1, sm: 2, lg: 3 }
      : { base: 2, sm: 3, lg: board.template === BoardTemplateId.cardGallery ? 4 : 5 };
  return (
    <Box pos="relative">
      <LoadingOverlay visible={fetching} overlayProps={{ blur: 1 }} loaderProps={{ size: "sm" }} />
      {data && rows.length === 0 ? (
        <Text c="dimmed" ta="center" py={64}>
          {params.q ? t("emptyList") : t("galleryEmpty")}
        </Text>
      ) : (
        <SimpleGrid cols={cols} spacing="md" verticalSpacing="md">
          {rows.map((row) =>
            isVideoBoard(board) ? (
              <VideoCard key={row.postId} row={row} boardId={board.boardId} />
            ) : isCompanyBoard(board) ? (
              <CompanyCard key={row.postId} row={row} boardId={board.boardId} />
            ) : (
              <GalleryCard key={row.postId} row={row} boardId={board.boardId} withSummary={showsSummaries(board)} />
            ),
          )}
        </SimpleGrid>
      )}
      <ListFooter
        total={data?.total ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        pageSizes={POST_PAGE_SIZES}
        pageSizeLabel={t("pageSizeLabel")}
        onPage={(page) => onChange({ page })}
        onPageSize={(pageSize) => onChange({ pageSize, page: 1 })}
      />
    </Box>
  );
}
