/** Board search (issue 15): where the words are looked for; 통합검색 (issue 42): the portal-wide search. */
export const searchMessages = {
  searchFieldLabel: "검색 대상",
  searchFieldTitle: "제목",
  searchFieldBody: "내용",
  searchFieldAuthor: "작성자",
  searchFieldTitleBody: "제목+내용",
  searchWordPlaceholder: "검색어 입력",
  // 통합검색 (issue 42)
  searchQueryRequired: "검색어를 입력하세요.",
  searchQueryTooLong: "검색어는 100자까지 입력할 수 있습니다.",
  searchPlaceTrade: "중고거래",
  searchPlacePage: "안내 페이지",
  searchPlaceEvent: "실증센터 방문 예약",
  "audit.search.excludedWords": "인기 검색어 제외 단어 변경",
} as const;
