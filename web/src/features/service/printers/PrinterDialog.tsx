import { Button, Dialog, DialogBody, DialogFooter, Switch } from '@blueprintjs/core';
import type { Printer } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useListStationsQuery } from '../../menu/menu';
import { useListTerminalsQuery } from '../../people/timeclock';
import { usePrintersT } from './i18n';
import { useSavePrinterMutation } from './printers.api';

const WIDTHS = [32, 42, 48] as const;

/** Add or change a printer: where it is on the network, what it prints, where its paper goes when it does not answer. */
export function PrinterDialog({
  rid,
  printer,
  printers,
  onClose,
}: {
  rid: string;
  printer: Printer | null;
  printers: readonly Printer[];
  onClose: () => void;
}) {
  const t = usePrintersT();
  const [save, { isLoading }] = useSavePrinterMutation();
  const stations = useListStationsQuery(rid).data ?? [];
  const terminals = useListTerminalsQuery(rid).data?.data ?? [];
  const [name, setName] = useState(printer?.name ?? '');
  const [host, setHost] = useState(printer?.host ?? '');
  const [port, setPort] = useState(String(printer?.port ?? 9100));
  const [kind, setKind] = useState<Printer['kind']>(printer?.kind ?? 'kitchen');
  const [stationId, setStationId] = useState(printer?.station?.id ?? '');
  const [terminalId, setTerminalId] = useState(printer?.terminal?.id ?? '');
  const [fallbackId, setFallbackId] = useState(printer?.fallback?.id ?? '');
  const [width, setWidth] = useState(String(printer?.widthChars ?? 48));
  const [enabled, setEnabled] = useState(printer?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSave = async () => {
    try {
      const body = {
        name,
        host,
        port: Number(port),
        kind,
        widthChars: Number(width),
        enabled,
        stationId: kind === 'kitchen' ? stationId || null : null,
        terminalSessionId: kind === 'receipt' ? terminalId || null : null,
        fallbackPrinterId: fallbackId || null,
      };
      const edit = printer ? { id: printer.id, version: printer.version } : undefined;
      const saved = await save({ rid, body, edit }).unwrap();
      void toastSuccess(t('saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={printer ? t('dialog.editTitle') : t('dialog.newTitle')} icon="print">
      <DialogBody>
        <TextField
          id="printer-name"
          label={t('fields.name')}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
          placeholder={t('fields.namePlaceholder')}
        />
        <TextField
          id="printer-host"
          label={t('fields.host')}
          value={host}
          error={errors.host}
          onValueChange={setHost}
          placeholder="192.168.1.50"
          helper={t('fields.hostHelp')}
        />
        <TextField
          id="printer-port"
          label={t('fields.port')}
          type="number"
          min={1}
          max={65535}
          value={port}
          error={errors.port}
          onValueChange={setPort}
        />
        <SelectField
          id="printer-kind"
          label={t('fields.kind')}
          value={kind}
          error={errors.kind}
          onChange={(v) => setKind(v as Printer['kind'])}
          options={[
            { value: 'kitchen', label: t('kinds.kitchen') },
            { value: 'receipt', label: t('kinds.receipt') },
          ]}
        />
        {kind === 'kitchen' ? (
          <SelectField
            id="printer-station"
            label={t('fields.station')}
            value={stationId}
            error={errors.stationId}
            onChange={setStationId}
            options={[
              { value: '', label: t('prints.allStations') },
              ...stations.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
        ) : (
          <SelectField
            id="printer-terminal"
            label={t('fields.terminal')}
            value={terminalId}
            error={errors.terminalSessionId}
            onChange={setTerminalId}
            options={[
              { value: '', label: t('fields.sharedTerminal') },
              ...terminals.map((x) => ({ value: x.id, label: x.name })),
            ]}
          />
        )}
        <SelectField
          id="printer-fallback"
          label={t('fields.fallback')}
          value={fallbackId}
          error={errors.fallbackPrinterId}
          onChange={setFallbackId}
          options={[
            { value: '', label: kind === 'kitchen' ? t('fields.noFallbackKitchen') : t('fields.noFallbackReceipt') },
            ...printers.filter((p) => p.id !== printer?.id).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <SelectField
          id="printer-width"
          label={t('fields.width')}
          value={width}
          error={errors.widthChars}
          onChange={setWidth}
          options={WIDTHS.map((w) => ({ value: String(w), label: t(`widths.${w}`) }))}
        />
        <Switch
          id="printer-enabled"
          label={t('fields.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" text={t('save')} loading={isLoading} onClick={() => void handleSave()} />
          </>
        }
      />
    </Dialog>
  );
}
