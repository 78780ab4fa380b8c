/**
 * Korean messages of the file limits (contract FILE_LIMITS; issue 23 §1): why a spreadsheet was
 * refused before it was read. Spread into the screens' catalogue in screens.ts.
 */
export const fileLimitMessages = {
  fileLimitEntries: "압축 파일(XLSX) 안에 항목이 {max}개가 넘어 읽지 않았습니다.",
  fileLimitUnpacked: "압축을 푼 크기가 {size}를 넘는 파일은 읽지 않습니다.",
  fileLimitRatio: "압축률이 비정상적으로 높은 파일입니다('{entry}'이(가) {max}배 넘게 늘어납니다). 읽지 않았습니다.",
  fileLimitSizeMismatch: "압축 파일(XLSX)의 크기 정보가 실제 내용과 달라 읽지 않았습니다.",
  fileLimitSharedStrings: "파일의 텍스트 값이 모두 합쳐 {size}를 넘어 읽지 않았습니다.",
  fileLimitCell: "한 칸에 {max}자가 넘는 값이 있어 읽지 않았습니다.",
  fileLimitRow: "{row}행이 {max}자를 넘어 읽지 않았습니다.",
  fileLimitColumns: "{row}행의 열이 {max}개를 넘어 읽지 않았습니다.",
  fileLimitRows: "빈 행을 포함해 {max}행이 넘는 파일은 읽지 않습니다.",
  fileLimitXml: "파일의 XML 구조가 허용 범위(중첩 {depth}단계, 한 요소의 속성 {attributes}개)를 넘어 읽지 않았습니다.",
  fileLimitTime: "파일을 읽는 데 {seconds}초가 넘게 걸려 멈췄습니다. 파일을 나누어 가져와 주세요.",
  fileLimitNoSheet: "XLSX 파일에 워크시트가 없습니다.",
} as const;
