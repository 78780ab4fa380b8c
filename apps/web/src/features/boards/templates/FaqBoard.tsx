/**
 * The FAQ board as an accordion (issue 24 §6): each question opens in place to its answer, read when
 * first opened; several may be open at once. Mantine's Accordion is keyboard operable (Tab to a
 * question, Enter or Space opens it, arrows and Home/End move between questions) and marks each
 * question a button with aria-expanded and its answer a region. A link leads to the full post
 * (attachments, comments); the board's search and paging stay as in the list.
 */
import { Accordion, Anchor, Loader, Stack, Text, Typography } from "@mantine/core";
import { POST_PAGE_SIZES, type PostList, t } from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ListFooter } from "../../../components/table/ListFooter.tsx";
import { fitHeadings } from "../../../lib/headings.ts";
import { type ListParams, postQuery } from "../api.ts";

interface Props {
  boardId: string;
  data: PostList | undefined;
  params: ListParams;
  onChange: (changes: Partial<ListParams>) => void;
}

/** One answer, read when its question is first opened. */
function Answer({ boardId, postId }: { boardId: string; postId: number }) {
  const post = useQuery(postQuery(postId));
  if (post.isError) return <Text c="red">{post.error.message}</Text>;
  if (!post.data) return <Loader size="sm" aria-label={t("loading")} />;
  return (
    <Stack gap="xs">
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the body (sanitize-html) before storing it */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: fitHeadings(post.data.bodyHtml, 1) }} />
      </Typography>
      <Anchor component={Link} to={`/app/board/${boardId}/${postId}`} size="sm">
        {t("faqOpenPost")}
      </Anchor>
    </Stack>
  );
}

/** The FAQ questions of the page as an accordion, with the list's footer. */
export function FaqBoard({ boardId, data, params, onChange }: Props) {
  if (!data) return <Text c="dimmed">{t("loading")}</Text>;
  const rows = [...data.notices, ...data.items];
  if (rows.length === 0) return <Text c="dimmed">{params.q ? t("emptyList") : t("emptyBoard")}</Text>;
  return (
    <div>
      <Accordion multiple variant="separated" chevronPosition="right">
        {rows.map((row) => (
          <Accordion.Item key={row.postId} value={String(row.postId)}>
            <Accordion.Control>
              <Text span fw={500}>
                {row.title}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Answer boardId={boardId} postId={row.postId} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ListFooter
        total={data.total}
        page={params.page}
        pageSize={params.pageSize}
        pageSizes={POST_PAGE_SIZES}
        pageSizeLabel={t("pageSizeLabel")}
        onPage={(page) => onChange({ page })}
        onPageSize={(pageSize) => onChange({ pageSize, page: 1 })}
      />
    </div>
  );
}
