import { Button, Callout, Card, H3, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiFailureOf } from '../../../api/http';
import { toastError } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { completeSignIn } from '../../identity/auth';
import {
  logoutRequested,
  restaurantSwitchRequested,
  selectCurrentRestaurantId,
} from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { PinKeypad } from './PinKeypad';
import {
  forgetTerminal,
  getTerminal,
  markSwitched,
  saveTerminal,
  type TerminalConfig,
} from '../../../app/terminal/terminalStorage';
import { useCreateTerminalMutation, usePinSwitchMutation } from './terminal.api';

/**
 * A shared terminal's home: the PIN pad staff switch to themselves with (then the POS opens under
 * their name), or, on a device not yet a terminal, a manager signs it in as one.
 */
export default function TerminalPage() {
  const [terminal, setTerminal] = useState<TerminalConfig | null>(getTerminal);
  return terminal ? (
    <PinPad
      terminal={terminal}
      onForget={() => {
        forgetTerminal();
        setTerminal(null);
      }}
    />
  ) : (
    <SetUp onDone={setTerminal} />
  );
}

function PinPad({ terminal, onForget }: { terminal: TerminalConfig; onForget: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pinSwitch, { isLoading: busy }] = usePinSwitchMutation();
  const submit = async () => {
    setError(undefined);
    // The answer is a session: it goes to storage (completeSignIn), and leaves the cache once read.
    const request = pinSwitch({ rid: terminal.restaurantId, body: { terminalToken: terminal.token, pin } });
    try {
      const session = await request.unwrap();
      completeSignIn(dispatch, session, false);
      markSwitched();
      if (session.workPlaces[0]?._id !== session.restaurantId)
        dispatch(restaurantSwitchRequested({ restaurantId: session.restaurantId }));
      navigate('/apps/pos', { replace: true });
    } catch (err) {
      setPin('');
      const failure = apiFailureOf(err);
      setError(failure?.fields?.pin ?? failure?.message ?? t('terminal.failed'));
    } finally {
      request.reset();
    }
  };
  return (
    <Card style={{ maxWidth: 380, margin: '0 auto' }}>
      <H3>{terminal.name}</H3>
      <p>{t('terminal.enterPin')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="terminal-pin"
          label={t('terminal.pin')}
          type="password"
          inputMode="none"
          autoComplete="off"
          maxLength={6}
          autoFocus
          large
          value={pin}
          error={error}
          onValueChange={(v) => setPin(v.replace(/\D/g, ''))}
        />
        <PinKeypad pin={pin} maxLength={6} disabled={busy} onChange={setPin} />
        <Button
          type="submit"
          intent="primary"
          large
          fill
          icon="unlock"
          text={t('terminal.switch')}
          disabled={pin.length < 4}
          loading={busy}
        />
      </form>
      <Button variant="minimal" small style={{ marginTop: 16 }} text={t('terminal.forget')} onClick={onForget} />
    </Card>
  );
}

function SetUp({ onDone }: { onDone: (t: TerminalConfig) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rid = useAppSelector(selectCurrentRestaurantId);
  const canSetUp = useCan('edit', 'staff');
  const [name, setName] = useState('');
  const [idle, setIdle] = useState('60');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createTerminal] = useCreateTerminalMutation();
  if (!rid || !canSetUp) {
    return (
      <NonIdealState
        icon="mobile-phone"
        title={t('terminal.notYet')}
        description={t('terminal.notYetHint')}
        action={<Link to="/login">{t('terminal.signInManager')}</Link>}
      />
    );
  }
  const submit = async () => {
    // The answer holds the terminal's token: it goes to storage, and leaves the cache once read.
    const request = createTerminal({ rid, body: { name, idleLockSeconds: Number(idle) } });
    try {
      const created = await request.unwrap();
      const config = {
        restaurantId: rid,
        id: created.id,
        name: created.name,
        token: created.token,
        idleLockSeconds: created.idleLockSeconds,
      };
      saveTerminal(config);
      // The manager's own session leaves the device: from now on staff switch in by PIN.
      dispatch(logoutRequested());
      onDone(config);
    } catch (err) {
      setErrors(apiFailureOf(err)?.fields ?? {});
      void toastError(err);
    } finally {
      request.reset();
    }
  };
  return (
    <Card style={{ maxWidth: 420, margin: '0 auto' }}>
      <H3>{t('terminal.setUpTitle')}</H3>
      <Callout intent="primary" style={{ marginBottom: 12 }}>
        {t('terminal.setUpHint')}
      </Callout>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="terminal-name"
          label={t('terminal.name')}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
        />
        <TextField
          id="terminal-idle"
          label={t('terminal.idle')}
          type="number"
          min={10}
          max={3600}
          value={idle}
          error={errors.idleLockSeconds}
          onValueChange={setIdle}
        />
        <Button type="submit" intent="primary" text={t('terminal.setUp')} disabled={!name.trim()} />
      </form>
    </Card>
  );
}
