import { FormGroup, HTMLTable, NumericInput } from '@blueprintjs/core';
import { formatAmount } from '../../../components/money';
import { useCashT } from './i18n';
import { countedTotal, denominationsOf } from './denominations';

interface Props {
  id: string;
  currency: string | null;
  pieces: Record<number, number>;
  onChange: (pieces: Record<number, number>) => void;
}

/** A count sheet: how many of each note and coin; the total is what the drawer holds. */
export function DenominationCount({ id, currency, pieces, onChange }: Props) {
  const t = useCashT();
  return (
    <div>
      <HTMLTable compact style={{ width: '100%' }}>
        <tbody>
          {denominationsOf(currency).map((value) => {
            const inputId = `${id}-${value}`;
            return (
              <tr key={value}>
                <td style={{ verticalAlign: 'middle' }}>
                  <FormGroup
                    inline
                    label={t('pieces', { value: formatAmount(value, currency) })}
                    labelFor={inputId}
                    style={{ margin: 0 }}
                  >
                    <NumericInput
                      id={inputId}
                      min={0}
                      max={100000}
                      minorStepSize={null}
                      value={pieces[value] ?? 0}
                      onValueChange={(n) =>
                        onChange({ ...pieces, [value]: Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0 })
                      }
                      style={{ width: 90 }}
                      selectAllOnFocus
                    />
                  </FormGroup>
                </td>
                <td style={{ textAlign: 'right', verticalAlign: 'middle' }}>
                  {formatAmount(value * (pieces[value] ?? 0), currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <p style={{ textAlign: 'right', fontWeight: 600, marginTop: 8 }} data-testid={`${id}-total`}>
        {t('countedTotal', { amount: formatAmount(countedTotal(pieces), currency) })}
      </p>
    </div>
  );
}
