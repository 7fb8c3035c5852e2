import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as checklists from './checklists.service';
import * as foodSafety from './food-safety.service';
import * as templates from './templates.service';

/** Task checklists: their templates, the day's lists and their items, and the food-safety log. */
export const checklistsRoutes = defineRoutes('checklists', (r) => {
  r.tenant(op.listChecklistTemplates, { summary: 'Checklist templates' }, (ctx) => templates.listTemplates(ctx));
  r.tenant(op.createChecklistTemplate, { summary: 'Add a checklist template' }, async (ctx, { body }) =>
    created(await templates.createTemplate(ctx, body)),
  );
  r.tenant(op.updateChecklistTemplate, { summary: 'Change a checklist template' }, (ctx, { params, body }) =>
    templates.updateTemplate(ctx, params.templateId, body),
  );
  r.tenant(op.deleteChecklistTemplate, { summary: 'Remove a checklist template' }, async (ctx, { params }) => {
    await templates.deleteTemplate(ctx, params.templateId);
    return noContent();
  });
  r.tenant(op.listChecklists, { summary: "A business day's checklists: the caller's, or all" }, (ctx, { query }) =>
    checklists.listChecklists(ctx, query),
  );
  r.tenant(op.getChecklist, { summary: 'One checklist with its items' }, (ctx, { params }) =>
    checklists.getChecklist(ctx, params.checklistId),
  );
  r.tenant(op.recordChecklistItem, { summary: 'Do or undo a checklist item' }, (ctx, { params, body }) =>
    checklists.recordItem(ctx, params.checklistId, params.checklistItemId, body),
  );
  r.tenant(op.getFoodSafetyLog, { summary: 'The food-safety log: readings of a range of days' }, (ctx, { query }) =>
    foodSafety.foodSafetyLog(ctx, query),
  );
  r.tenant(
    op.getFoodSafetyLogPdf,
    { summary: 'The food-safety log as a PDF', produces: 'application/pdf' },
    (ctx, { query }) => foodSafety.foodSafetyLogPdf(ctx, query),
  );
});
