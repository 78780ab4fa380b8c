/**
 * One search result (issue 42 §2): the title with the searched words in `<mark>`, where it is
 * (board › category), its date (Asia/Seoul), the author where the place shows one, and the snippet,
 * marked. Marked texts are React text, so markup stored in a post shows as text. The whole result
 * opens the item: the title's link covers the card (one link, named by the title).
 */
import { Anchor, Group, Text } from "@mantine/core";
import type { SearchHit as Hit, MarkedText as Marked } from "@portal/contract";
import { Link } from "react-router";
import { listDate } from "../../lib/format.ts";
import classes from "./search.module.css";

/** A marked text: the marked segments in `<mark>`, the rest as plain text. */
export function MarkedText({ segments }: { segments: Marked }) {
  return segments.map((segment, index) =>
    segment.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed for a result and have no id
      <mark key={index} className={classes.mark}>
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

export function SearchHit({ hit }: { hit: Hit }) {
  return (
    <li className={classes.hit}>
      <h3 className={classes.hitTitle}>
        <Anchor component={Link} to={hit.href} className={classes.hitLink}>
          <MarkedText segments={hit.title} />
        </Anchor>
      </h3>
      <Group gap={6} className={classes.hitMeta} wrap="wrap">
        {hit.location.length > 0 && <span>{hit.location.join(" › ")}</span>}
        {hit.author && <span>{hit.author}</span>}
        <time dateTime={hit.date}>{listDate(hit.date)}</time>
      </Group>
      {hit.snippet.length > 0 && (
        <Text size="sm" className={classes.snippet}>
          <MarkedText segments={hit.snippet} />
        </Text>
      )}
    </li>
  );
}
