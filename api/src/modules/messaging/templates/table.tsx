import type { CSSProperties, ReactNode } from 'react';

const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' };
const cell: CSSProperties = { padding: '4px 6px', borderBottom: '1px solid #e5e8eb', fontSize: '14px' };
const headCell: CSSProperties = { ...cell, textAlign: 'left', color: '#5f6b7c', fontWeight: 'bold' };
const numeric: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };

/** The class of a mail table: the plain text lays it out in columns. */
export const MAIL_TABLE_CLASS = 'mail-table';

/** A column of a mail table: its heading (a table of label/value pairs has none), and whether it holds numbers (right-aligned). */
export interface MailColumn {
  label?: string;
  numeric?: boolean;
}

/**
 * A table of figures in an email: a real HTML table (the plain text lays it out in columns), one
 * row per array; numbers right-aligned; a header row when some column has a heading. An empty table shows `empty` instead.
 */
export function MailTable(props: { columns: MailColumn[]; rows: ReactNode[][]; empty?: string; caption?: string }) {
  if (!props.rows.length) return props.empty ? <p style={{ fontSize: '14px' }}>{props.empty}</p> : null;
  return (
    <table className={MAIL_TABLE_CLASS} style={tableStyle} role="table">
      {props.caption ? <caption style={{ ...headCell, textAlign: 'left' }}>{props.caption}</caption> : null}
      {props.columns.some((c) => c.label) ? (
        <thead>
          <tr>
            {props.columns.map((c, i) => (
              <th key={i} style={c.numeric ? { ...headCell, ...numeric } : headCell}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td key={j} style={props.columns[j]?.numeric ? { ...cell, ...numeric } : cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
