import { Button, Callout, Classes, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/errors';
import { useLazyVerifyActivityQuery } from './activity.api';
import type { ChainReport } from './activity.types';

type Outcome =
  | { state: 'running'; lastSeq: number; total: number }
  | { state: 'done'; checked: number; report: ChainReport }
  | { state: 'failed'; message: string };

/**
 * "Verify the log", for the owner (the API refuses anyone else): walks the activity log's hash
 * chain a stretch per request, with progress, and says whether it is intact or at which entry it
 * breaks, with the head hash to keep elsewhere as a receipt.
 */
export function VerifyLog({ rid }: { rid: string }) {
  const { t, i18n } = useTranslation(undefined, { keyPrefix: 'activityPage.verify' });
  const [verify] = useLazyVerifyActivityQuery();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleVerify = async () => {
    let afterSeq = 0;
    let checked = 0;
    setOutcome({ state: 'running', lastSeq: 0, total: 0 });
    try {
      for (;;) {
        const report = await verify({ rid, afterSeq }).unwrap();
        checked += report.checked;
        if (report.broken || report.done || report.lastSeq === afterSeq) {
          setOutcome({ state: 'done', checked, report });
          return;
        }
        afterSeq = report.lastSeq;
        setOutcome({ state: 'running', lastSeq: report.lastSeq, total: report.total });
      }
    } catch (error) {
      setOutcome({ state: 'failed', message: describeError(error) });
    }
  };

  const running = outcome?.state === 'running';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div>
        <Button icon="endorsed" text={t('button')} loading={running} onClick={() => void handleVerify()} />
      </div>
      {running && outcome.total > 0 && (
        <ProgressBar
          value={outcome.lastSeq / outcome.total}
          intent="primary"
          aria-label={t('progress', { seq: outcome.lastSeq, total: outcome.total })}
        />
      )}
      {outcome?.state === 'failed' && (
        <Callout intent="danger" role="alert">
          {outcome.message}
        </Callout>
      )}
      {outcome?.state === 'done' && (
        <Verdict checked={outcome.checked} report={outcome.report} locale={i18n.language} />
      )}
    </div>
  );
}

function Verdict({ checked, report, locale }: { checked: number; report: ChainReport; locale: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'activityPage.verify' });
  const { broken } = report;
  if (!broken)
    return (
      <Callout intent="success" icon="endorsed" role="status">
        {t('intact', { count: checked, seq: report.lastSeq })}
        {report.head && (
          <div className={Classes.TEXT_MUTED} style={{ wordBreak: 'break-all' }}>
            {t('receipt', { seq: report.lastSeq, head: report.head })}
          </div>
        )}
      </Callout>
    );
  const time = broken.occurredAt ? new Date(broken.occurredAt).toLocaleString(locale) : '';
  return (
    <Callout intent="danger" icon="error" role="alert">
      {t(`broken.${broken.kind}`, { seq: broken.seq, time, type: broken.type ?? '' })}
    </Callout>
  );
}
