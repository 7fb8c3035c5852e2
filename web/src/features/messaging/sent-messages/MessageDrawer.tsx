import { Callout, Drawer, DrawerSize, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { appPath } from '../account-messages';
import { useMessagesT } from './i18n';
import { MessageStatusTag } from './MessageStatusTag';
import { useGetMessageQuery } from './sentMessages.api';

/**
 * One message as its recipient got it: the links it carries into the app (working links), its
 * plain text, and its HTML in a frame with every sandbox restriction on (`sandbox=""`: no scripts,
 * no forms, no navigation), so a message can show nothing but itself.
 */
export function MessageDrawer({ rid, id, onClose }: { rid: string; id: string | null; onClose: () => void }) {
  const t = useMessagesT();
  const result = useGetMessageQuery(id && rid ? { rid, id } : skipToken);
  // This message only: while another one loads, show the spinner rather than the previous one.
  const m = result.currentData ?? null;
  return (
    <Drawer isOpen={id !== null} onClose={onClose} size={DrawerSize.STANDARD} title={m?.subject ?? t('detail')}>
      <div
        role="dialog"
        aria-label={m?.subject ?? t('detail')}
        style={{ padding: 16, overflow: 'auto' }}
        data-testid="message-drawer"
      >
        {result.isError && <NonIdealState icon="error" title={t('loadFailed')} />}
        {!m && !result.isError && <Spinner />}
        {m && (
          <>
            <p>
              {t('toLine', { to: m.to })} <MessageStatusTag status={m.status} />
            </p>
            {m.lastError && (
              <Callout intent="danger" title={t('columns.reason')}>
                {m.lastError}
              </Callout>
            )}
            {m.links.length > 0 && (
              <section aria-label={t('links')}>
                <H5>{t('links')}</H5>
                <ul>
                  {m.links.map((link) => (
                    <li key={link}>
                      <a href={appPath(link)} target="_blank" rel="noreferrer noopener">
                        {link}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <H5>{t('text')}</H5>
            <pre style={{ whiteSpace: 'pre-wrap' }}>{m.text}</pre>
            {m.html && (
              <>
                <H5>{t('html')}</H5>
                <iframe
                  sandbox=""
                  srcDoc={m.html}
                  title={t('htmlFrame', { subject: m.subject ?? '' })}
                  style={{ width: '100%', height: 480, border: '1px solid #ccc', background: '#fff' }}
                />
              </>
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
