import { Button, FormGroup, HTMLSelect, Menu, MenuItem, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selectCurrentRestaurantId, selectUser } from '../../../app/session/sessionSlice';
import { useAppSelector } from '../../../app/store/hooks';
import { toastError } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useListChatChannelsQuery, useListChatPeopleQuery, useOpenDirectChatMutation } from './chat.api';
import { ChatChannelView } from './ChatChannelView';
import { channelName } from './channelName';
import { useChatT } from './i18n';
import './chat.css';

/** The team chat: one's channels with their unread counts, a channel's history and composer, direct messages. */
export default function ChatPage() {
  const t = useChatT();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const peopleId = useId();
  const [peer, setPeer] = useState('');
  const { data: channels, isLoading } = useListChatChannelsQuery(rid ?? skipToken);
  const { data: people } = useListChatPeopleQuery(rid ?? skipToken);
  const [openDirect, { isLoading: opening }] = useOpenDirectChatMutation();

  const list = channels?.data ?? [];
  const current = list.find((c) => c.id === params.get('channel')) ?? list[0];
  const select = (id: string) => setParams({ channel: id }, { replace: true });
  const handleDirect = () => {
    if (!rid || !peer) return;
    openDirect({ rid, memberId: peer })
      .unwrap()
      .then((c) => select(c.id), toastError);
  };

  if (!rid || !user) return null;
  return (
    <div className="ros-chat-page">
      <PageHeader title={t('title')} description={t('subtitle')} />
      {isLoading ? (
        <Spinner />
      ) : (
        <div className="ros-chat-layout">
          <nav aria-label={t('channels')}>
            <Menu className="ros-chat-channels">
              {list.map((c) => (
                <MenuItem
                  key={c.id}
                  icon={c.kind === 'direct' ? 'person' : c.kind === 'pass' ? 'exchange' : 'people'}
                  text={channelName(t, c)}
                  active={c.id === current?.id}
                  aria-current={c.id === current?.id ? 'page' : undefined}
                  labelElement={
                    c.unread > 0 ? (
                      <Tag round intent="primary">
                        {c.unread}
                      </Tag>
                    ) : undefined
                  }
                  onClick={() => select(c.id)}
                />
              ))}
            </Menu>
            <FormGroup label={t('direct.label')} labelFor={peopleId}>
              <HTMLSelect id={peopleId} fill value={peer} onChange={(e) => setPeer(e.target.value)}>
                <option value="">{t('direct.choose')}</option>
                {(people?.data ?? []).map((p) => (
                  <option key={p.memberId} value={p.memberId}>
                    {p.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Button
              icon="new-person"
              text={t('direct.open')}
              disabled={!peer}
              loading={opening}
              onClick={handleDirect}
            />
          </nav>
          {current ? (
            <ChatChannelView
              key={current.id}
              rid={rid}
              channel={current}
              userId={user.id}
              people={people?.data ?? []}
            />
          ) : (
            <NonIdealState icon="chat" title={t('noChannels')} />
          )}
        </div>
      )}
    </div>
  );
}
