/** Board search (issue 15): where the words are looked for. */
export const searchMessages = {
  searchFieldLabel: "검색 대상",
  searchFieldTitle: "제목",
  searchFieldBody: "내용",
  searchFieldAuthor: "작성자",
  searchFieldTitleBody: "제목+내용",
  searchWordPlaceholder: "검색어 입력",
} as const;
