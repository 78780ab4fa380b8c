/** 통합검색's screens (one lazily loaded chunk): the search page and the administrators' exclusions. */
export { ExcludedWordsPage } from "./ExcludedWordsPage.tsx";
export { SearchPage } from "./SearchPage.tsx";
