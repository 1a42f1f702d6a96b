export interface Row {
  what: string;
  value: string;
  budget: string;
  pass: boolean;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A markdown table with pass or fail per row. */
export function markdownTable(rows: Row[]): string {
  const lines = ['| what | measured | budget | result |', '| --- | ---: | ---: | --- |'];
  for (const row of rows) {
    lines.push(`| ${row.what} | ${row.value} | ${row.budget} | ${row.pass ? 'pass' : 'FAIL'} |`);
  }
  return lines.join('\n');
}
