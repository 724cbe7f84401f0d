import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button, Card, CardDescription, CardHeader, CardTitle, ErrorPanel, PageStack, SkeletonText } from 'mfe-shared';
import { AdminMilestoneTemplatesDocument } from 'mfe-shared/operations';
import { type TemplateDraft, TemplateEditor } from '../modules/planning/components/TemplateEditor';

const BLANK: TemplateDraft = { id: null, name: '', isDefault: false, steps: [{ name: '', owner: 'vendor', offsetDays: 0 }] };

/** /admin/milestones: the time-and-action templates new orders' milestone plans come from. */
export function MilestoneTemplatesPage() {
  const { data, error, refetch } = useQuery(AdminMilestoneTemplatesDocument);
  const [adding, setAdding] = useState(false);

  if (error && !data) return <ErrorPanel title="Failed to load templates" message={error.message} onRetry={() => void refetch()} />;

  return (
    <PageStack>
      <Card>
        <CardHeader>
          <div>
            <CardTitle>Milestone Templates</CardTitle>
            <CardDescription>
              Each new order gets the default template&apos;s milestones, planned the given days before its due date.
            </CardDescription>
          </div>
          {!adding && <Button onClick={() => setAdding(true)}>New template</Button>}
        </CardHeader>
      </Card>
      {adding && (
        <TemplateEditor
          template={BLANK}
          onCancel={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void refetch();
          }}
        />
      )}
      {!data ? (
        <Card aria-busy="true" aria-label="Loading templates">
          <SkeletonText lines={6} />
        </Card>
      ) : (
        data.milestoneTemplates.map((template) => (
          <TemplateEditor
            key={`${template.id}-${template.updatedAt}-${template.isDefault}`}
            template={{
              id: template.id,
              name: template.name,
              isDefault: template.isDefault,
              steps: template.steps.map(({ name, owner, offsetDays }) => ({ name, owner, offsetDays })),
            }}
            onSaved={() => void refetch()}
          />
        ))
      )}
    </PageStack>
  );
}
