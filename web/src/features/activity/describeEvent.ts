import type { EventEnvelope } from '@ros/shared-events';
import type { TFunction } from 'i18next';

type Payload = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Sentences written specifically for an event type; the rest use the generic verb sentences. */
type Sentence = { key: string; values?: Record<string, string> };

const SPECIFIC: Record<string, (p: Payload) => Sentence> = {
  'restaurant.updated': (p): Sentence => {
    const changes = (p.changes ?? {}) as Payload;
    const fields = Object.keys(changes);
    if (fields.length === 1 && 'name' in changes) return { key: 'renamed', values: { name: str(changes.name) } };
    if (fields.length === 1 && 'plan' in changes) return { key: 'planChanged', values: { plan: str(changes.plan) } };
    return { key: 'restaurantUpdated', values: { fields: fields.join(', ') } };
  },
  'restaurant.opened': () => ({ key: 'opened' }),
  'restaurant.closed': () => ({ key: 'closed' }),
  'member.invited': (p) => ({ key: 'invited', values: { email: str(p.email), role: str(p.roleName) } }),
  'member.joined': (p) => ({ key: 'joined', values: { email: str(p.email), role: str(p.roleName) } }),
  'member.removed': (p) => ({ key: 'removed', values: { email: str(p.email) } }),
  'member.status_changed': (p) => ({ key: p.status === 'inactive' ? 'deactivated' : 'activated', values: { email: str(p.email) } }),
  'member.role_changed': (p) => ({ key: 'roleChanged', values: { email: str(p.email), role: str(p.roleName) } }),
  'role.deleted': (p) => ({ key: p.transferredTo ? 'roleDeletedTransfer' : 'roleDeleted', values: { name: str(p.name) } }),
};

const VERBS = ['created', 'updated', 'deleted', 'activated', 'deactivated', 'moved'];

/** "Anna renamed the restaurant", "Ben invited carl@x.io as Waiter", … */
export function describeEvent(e: EventEnvelope, t: TFunction): string {
  const actor = e.actor?.name || t('activityPage.system');
  const payload = (e.payload && typeof e.payload === 'object' ? e.payload : {}) as Payload;
  const specific = SPECIFIC[e.type];
  if (specific) {
    const { key, values = {} } = specific(payload);
    if (values.fields) {
      values.fields = values.fields
        .split(', ')
        .map((f) => t(`settingsPages.restaurant.fields.${f}`, { defaultValue: f }).toLowerCase())
        .join(', ');
    }
    if (values.plan) values.plan = t(`settingsPages.subscription.plans.${values.plan}.name`, { defaultValue: values.plan });
    return t(`activityPage.sentences.${key}`, { actor, ...values });
  }
  const [entity = e.type, verb = ''] = e.type.split('.');
  const name = str(payload.name) || str(payload.title) || str(payload.fullName);
  if (VERBS.includes(verb)) {
    const thing = t(`activityPage.entities.${entity}`, { defaultValue: entity });
    return t(name ? 'activityPage.sentences.genericNamed' : 'activityPage.sentences.generic', {
      actor,
      verb: t(`activityPage.verbs.${verb}`),
      thing,
      name,
    });
  }
  return t('activityPage.sentences.other', { actor, type: e.type });
}
