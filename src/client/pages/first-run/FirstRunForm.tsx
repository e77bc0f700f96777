import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type FirstRunInput, firstRunSchema } from '../../../../schemas/onboarding.ts';
import { COMPANY_TYPES } from '../../../domain/company/company.ts';
import { companyTypeText } from '../../../domain/i18n/en/company-type.ts';
import type { TextOf } from '../../i18n/catalogue.ts';
import { firstRunText } from '../../i18n/en/first-run.ts';
import { useText } from '../../i18n/language.ts';
import { serverErrorProps } from '../common/field-errors.ts';

const { properties } = firstRunSchema;
type FirstRunWords = TextOf<typeof firstRunText.en>;

interface FirstRunFormProps {
  submitting: boolean;
  /** The server's message per field (a 400), shown on the field until it changes. */
  serverErrors: Record<string, string>;
  /** A problem that belongs to no field (a refusal without field errors, no answer). */
  problem: string | null;
  onSubmit: (values: FirstRunInput) => void;
  onEdited: (changed: Partial<FirstRunInput>) => void;
}

/** A field's label (the contract's title, in the app's language), and the server's message on it while there is one. */
function itemProps(name: keyof FirstRunInput, serverErrors: Record<string, string>, t: FirstRunWords) {
  return { name, label: t(name), ...serverErrorProps(serverErrors, name) };
}

function required(message: string) {
  return { required: true, whitespace: true, message };
}

/** 'Set up your company': the company (name, type) and its administrator (name, e-mail). */
export function FirstRunForm({ submitting, serverErrors, problem, onSubmit, onEdited }: FirstRunFormProps) {
  const t = useText(firstRunText);
  const typeWords = useText(companyTypeText);
  const typeOptions = COMPANY_TYPES.map(({ value }) => ({
    value,
    label: typeWords(String(value) as `${typeof value}`),
  }));
  return (
    <Form<FirstRunInput>
      layout="vertical"
      requiredMark
      initialValues={{ companyType: properties.companyType.default }}
      onFinish={onSubmit}
      onValuesChange={onEdited}
      disabled={submitting}
      size="large"
    >
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('yourCompany')}
      </Typography.Title>
      <Form.Item
        {...itemProps('companyName', serverErrors, t)}
        rules={[required(t('enterCompanyName')), { max: properties.companyName.maxLength }]}
      >
        <Input autoComplete="organization" maxLength={properties.companyName.maxLength} />
      </Form.Item>
      <Form.Item {...itemProps('companyType', serverErrors, t)} rules={[{ required: true, message: t('chooseType') }]}>
        <Select options={typeOptions} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('administrator')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            {...itemProps('firstName', serverErrors, t)}
            rules={[required(t('enterFirstName')), { max: properties.firstName.maxLength }]}
          >
            <Input autoComplete="given-name" maxLength={properties.firstName.maxLength} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            {...itemProps('lastName', serverErrors, t)}
            rules={[required(t('enterLastName')), { max: properties.lastName.maxLength }]}
          >
            <Input autoComplete="family-name" maxLength={properties.lastName.maxLength} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        {...itemProps('email', serverErrors, t)}
        extra={t('emailHint')}
        rules={[required(t('enterEmail')), { type: 'email', message: t('validEmail') }]}
      >
        <Input type="email" autoComplete="email" inputMode="email" maxLength={properties.email.maxLength} />
      </Form.Item>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('setUpCompany')}
      </Button>
    </Form>
  );
}
