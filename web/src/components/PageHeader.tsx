import { Classes, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The title row of a page, with optional actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="ros-page-header">
      <div>
        <H3 className="ros-page-title">{title}</H3>
        {description && <p className={Classes.TEXT_MUTED}>{description}</p>}
      </div>
      {actions && <div className="ros-page-actions">{actions}</div>}
    </div>
  );
}
