/**
 * CSV (RFC 4180) for downloads admins open in a spreadsheet. A cell that a spreadsheet would
 * read as a formula (starting with = + - @, or a tab / carriage return that hides one) gets a
 * leading apostrophe, so a member's name like "=HYPERLINK(…)" stays text (OWASP CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
