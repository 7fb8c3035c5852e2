import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodRange, PERIODS, type PeriodKey } from '../../../components/periods';

/** A period chosen from the seed's analytics periods or custom dates: its key and its days. */
export function usePeriod(initial: PeriodKey) {
  const [key, setKey] = useState<PeriodKey>(initial);
  const [custom, setCustom] = useState(() => periodRange(initial === 'custom' ? 'last7' : initial));
  const period = key === 'custom' ? custom : periodRange(key);
  return { key, setKey, custom, setCustom, period, valid: period.from <= period.to };
}

/** The period select (Today, Last 7 Days, … Custom) with the custom dates and the range in words. */
export function PeriodPicker({ id, state }: { id: string; state: ReturnType<typeof usePeriod> }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' });
  const { key, setKey, custom, setCustom, period } = state;
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormGroup label={t('period')} labelFor={`${id}-period`}>
        <HTMLSelect id={`${id}-period`} value={key} onChange={(e) => setKey(e.currentTarget.value as PeriodKey)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`periods.${p}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {key === 'custom' && (
        <>
          <FormGroup label={t('from')} labelFor={`${id}-from`}>
            <InputGroup
              id={`${id}-from`}
              type="date"
              value={custom.from}
              onValueChange={(from) => setCustom({ ...custom, from })}
            />
          </FormGroup>
          <FormGroup label={t('to')} labelFor={`${id}-to`}>
            <InputGroup
              id={`${id}-to`}
              type="date"
              value={custom.to}
              onValueChange={(to) => setCustom({ ...custom, to })}
            />
          </FormGroup>
        </>
      )}
      <span style={{ marginBottom: 15 }}>{t('range', { from: period.from, to: period.to })}</span>
    </div>
  );
}
