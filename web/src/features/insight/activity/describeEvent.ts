import { eventCatalog, type DomainEvent, type EventWords } from '@ros/shared-events';
import type { TFunction } from 'i18next';

/** The catalogue's words for an event; none when its payload lacks what they need (an older version). */
function wordsOf(e: DomainEvent): EventWords {
  try {
    return eventCatalog.get(e.type)?.describe(e.payload) ?? {};
  } catch {
    return {};
  }
}

/**
 * "Anna renamed the restaurant", "Ben placed order #12", …: the catalogue says which sentence and
 * with which values (`describe`), the locales hold the sentences (`events.<type>`).
 */
export function describeEvent(e: DomainEvent, t: TFunction): string {
  const actor = e.actor?.name || t('activityPage.system');
  const { values = {}, context } = wordsOf(e);
  const shown: Record<string, string | number> = { ...values };
  // Field and plan names of the restaurant settings read in the interface language.
  if (typeof values.fields === 'string') {
    shown.fields = values.fields
      .split(', ')
      .map((f) => t(`settingsPages.restaurant.fields.${f}`, { defaultValue: f }).toLowerCase())
      .join(', ');
  }
  if (typeof values.plan === 'string')
    shown.plan = t(`settingsPages.subscription.plans.${values.plan}.name`, { defaultValue: values.plan });
  return t(`events.${e.type}`, {
    ...shown,
    actor,
    context,
    defaultValue: t('activityPage.sentences.other', { actor, type: e.type }),
  });
}

/**
 * Where the actor acted from, when known: "at Bar terminal" (a PIN session on a shared terminal),
 * "through the Books integration" (an API key), "on sign-in 1a2b3c4d" (a password sign-in).
 */
export function describeDevice(e: DomainEvent, t: TFunction): string | null {
  const device = e.actor?.device;
  if (!device) return null;
  if (device.kind === 'terminal') return t('activityPage.device.terminal', { name: device.name });
  if (device.kind === 'api_key') return t('activityPage.device.apiKey', { name: device.name ?? device.id.slice(0, 8) });
  return t('activityPage.device.session', { id: device.id.slice(0, 8) });
}
