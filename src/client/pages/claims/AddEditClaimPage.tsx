import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { CLAIM_LIMITS, CLAIM_TOAST_SECONDS, claimsTabPath } from '../../../domain/claims/claim-form.ts';
import type { ClaimType } from '../../../domain/claims/claim-types.ts';
import { claimsText } from '../../i18n/en/claims.ts';
import { useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import { PageProblem } from '../common/PageProblem.tsx';
import { EVENTS_LIST_PATH } from '../event-manage/event-manage-tabs.ts';
import type { PageProps } from '../page-props.ts';
import { ClaimCostsCard } from './ClaimCostsCard.tsx';
import { ClaimDetailsCard } from './ClaimDetailsCard.tsx';
import { claimBody, draftOf, saveFailureText, serverFieldErrors, withClaimType } from './claim-draft.ts';
import { type ClaimForEdit, useClaimForEdit, useSaveClaim } from './claims-api.ts';
import { InsuranceDetailsCard } from './InsuranceDetailsCard.tsx';
import { useClaimForm } from './use-claim-form.ts';

/**
 * Add/Edit Claim, /addEditClaim?eventId&propertyId&claimId (spec 002 §2.8, §4 'Claim form modes'):
 * edit mode with both the event and the claim, else a new claim from the new-claim read (today,
 * type 0, the first policy's prefill). Save and Close in the header; back to the event's claims.
 */
export function AddEditClaimPage({ title }: PageProps) {
  const t = useText(claimsText);
  const [query] = useSearchParams();
  const eventId = query.get('eventId') ?? '';
  const claimId = query.get('claimId') || null;
  const claim = useClaimForEdit(eventId, claimId);
  if (!eventId) {
    return (
      <PageProblem title={title} message={t('noEventChosen')} action={<a href={EVENTS_LIST_PATH}>{t('events')}</a>} />
    );
  }
  if (claim.isPending) return <PageLoading text={t('loadingClaim')} />;
  if (!claim.data) {
    return (
      <PageProblem
        title={title}
        message={t('claimNotLoaded')}
        action={<Button onClick={() => void claim.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return <ClaimEditor key={claim.data.id ?? 'new'} claim={claim.data} propertyId={query.get('propertyId')} />;
}

function ClaimEditor({ claim, propertyId }: { claim: ClaimForEdit; propertyId: string | null }) {
  const t = useText(claimsText);
  const navigate = useNavigate();
  const form = useClaimForm(draftOf(claim));
  const save = useSaveClaim(claim.eventId);
  const close = () => navigate(claimsTabPath(claim.eventId));
  const submit = () => {
    if (!form.valid) {
      form.touchAll();
      return;
    }
    save.mutate(claimBody(form.draft, claim.eventId, propertyId ?? claim.propertyId), {
      onSuccess: (reply) => {
        showToast('success', reply.message || t('claimSaved'), CLAIM_TOAST_SECONDS);
        close();
      },
      onError: (error) => {
        form.setServerErrors(serverFieldErrors(error));
        showToast('error', saveFailureText(error), CLAIM_TOAST_SECONDS);
      },
    });
  };
  const onClaimType = (claimType: ClaimType) =>
    form.replace(withClaimType(form.draft, claimType, claim.policyChoices), [
      'claimType',
      'insuranceCompany',
      'policyNumber',
      'contactNumber',
      'deductible',
    ]);
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="middle" wrap>
        <PageTitle style={{ margin: 0 }}>{claim.id ? t('editClaim') : t('addClaim')}</PageTitle>
        <Flex gap="small">
          <Button type="primary" disabled={!form.valid || save.isPending} loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
          <Button onClick={close}>{t('close')}</Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap="middle">
            <ClaimDetailsCard form={form} onClaimType={onClaimType} />
            <InsuranceDetailsCard form={form} choices={claim.policyChoices} />
            <Card title={t('notes')} size="small">
              <Form layout="vertical" component="div">
                <Form.Item label={t('notes')} htmlFor="claim-notes" style={{ marginBottom: 0 }}>
                  <Input.TextArea
                    id="claim-notes"
                    rows={4}
                    value={form.draft.notes}
                    maxLength={CLAIM_LIMITS.longTextLength}
                    onChange={(event) => form.change({ notes: event.target.value })}
                  />
                </Form.Item>
              </Form>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <ClaimCostsCard form={form} damageRelatedExpenseTotal={claim.damageRelatedExpenseTotal} />
        </Col>
      </Row>
    </Flex>
  );
}
