import { Store } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { CreatePage } from '../../admin/components/detail-page.tsx';
import { useCreateBusinessForOwner } from '../api/business-actions.ts';
import { BusinessFieldsForm } from '../components/business-fields-form.tsx';
import { OwnerPicker, type TOwnerChoice } from '../components/owner-picker.tsx';

/**
 * `/admin/businesses/create`: staff create a business for a person — the owner found by name or
 * email, then the business's fields, checked as the owner's own form checks them.
 */
export default function AdminBusinessCreate() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin_businesses.create_title'));
  const navigate = useNavigate();
  const create = useCreateBusinessForOwner();
  const [owner, setOwner] = useState<TOwnerChoice | { email: string }>();
  const [ownerError, setOwnerError] = useState<string>();

  return (
    <CreatePage
      back={{ to: '/admin/businesses', label: t('admin_businesses.back') }}
      title={t('admin_businesses.create_title')}
      intro={t('admin_businesses.create_intro')}
      icon={<Store className="size-5" />}
    >
      <BusinessFieldsForm
        testId="admin-business-create"
        submitLabel={t('admin_businesses.create')}
        before={
          <OwnerPicker
            value={owner}
            onChange={(next) => {
              setOwner(next);
              setOwnerError(undefined);
            }}
            error={ownerError}
          />
        }
        onSave={async (body) => {
          if (!owner) {
            setOwnerError(t('admin_businesses.owner.required'));
            throw new ApiError(422, 'VALIDATION_FAILED', t('admin_businesses.owner.required'), {});
          }
          try {
            const answer = await create.mutateAsync({
              ...body,
              ...('id' in owner ? { owner_id: owner.id } : { owner_email: owner.email }),
            });
            navigate(`/admin/businesses/${answer.data.id}`, {
              state: { notice: t('admin_businesses.created', { name: answer.data.name }) },
            });
            return undefined;
          } catch (error) {
            const problem =
              error instanceof ApiError
                ? (error.errors.owner_email?.[0] ?? error.errors.owner_id?.[0])
                : undefined;
            if (problem) setOwnerError(problem);
            throw error;
          }
        }}
      />
    </CreatePage>
  );
}
