/** An account made in a batch, with the password shown this once. */
export interface SheetAccount {
  username: string;
  password: string;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The accounts as CSV, `username,password` with a header line, CRLF line ends (RFC 4180).
 *
 * @example
 * accountsCsv([{ username: 'team1', password: 'abc123' }]) // 'username,password\r\nteam1,abc123\r\n'
 */
export function accountsCsv(accounts: readonly SheetAccount[]): string {
  const lines = [
    'username,password',
    ...accounts.map((a) => `${csvField(a.username)},${csvField(a.password)}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
