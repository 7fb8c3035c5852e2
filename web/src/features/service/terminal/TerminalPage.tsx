import { Button, Callout, Card, H3, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { routes, type operations } from '@ros/shared-events';
import { apiFailureOf, apiRequest } from '../../../api/http';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { AuthPayload } from '../../../api/sessionStorage';
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

type Op = typeof operations;
type Switched = ViewOf<
  Op['pinSwitch'],
  AuthPayload & { restaurantId: string; terminal: { id: string; name: string; idleLockSeconds: number } }
>;

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
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const session = await apiRequest<Switched>(
        'POST',
        urlOf(routes.pinSwitch, { restaurantId: terminal.restaurantId }),
        { terminalToken: terminal.token, pin } satisfies BodyOf<Op['pinSwitch']>,
      );
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
      setBusy(false);
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
    try {
      const created = await apiRequest<ViewOf<Op['createTerminal'], TerminalConfig>>(
        'POST',
        urlOf(routes.createTerminal, { restaurantId: rid }),
        { name, idleLockSeconds: Number(idle) } satisfies BodyOf<Op['createTerminal']>,
      );
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
