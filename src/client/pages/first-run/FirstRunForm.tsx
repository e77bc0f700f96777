import { Alert, Button, Col, Form, Input, Row, Select, Typography } from 'antd';
import { type FirstRunInput, firstRunSchema } from '../../../../schemas/onboarding.ts';
import { COMPANY_TYPES } from '../../../domain/company/company.ts';
import { serverErrorProps } from '../common/field-errors.ts';

const { properties } = firstRunSchema;
const TYPE_OPTIONS = COMPANY_TYPES.map(({ value, label }) => ({ value, label }));

interface FirstRunFormProps {
  submitting: boolean;
  /** The server's message per field (a 400), shown on the field until it changes. */
  serverErrors: Record<string, string>;
  /** A problem that belongs to no field (a refusal without field errors, no answer). */
  problem: string | null;
  onSubmit: (values: FirstRunInput) => void;
  onEdited: (changed: Partial<FirstRunInput>) => void;
}

/** A field's label from the contract, and the server's message on it while there is one. */
function itemProps(name: keyof FirstRunInput, serverErrors: Record<string, string>) {
  return { name, label: properties[name].title, ...serverErrorProps(serverErrors, name) };
}

function required(what: string) {
  return { required: true, whitespace: true, message: `Enter ${what}.` };
}

/** 'Set up your company': the company (name, type) and its administrator (name, e-mail). */
export function FirstRunForm({ submitting, serverErrors, problem, onSubmit, onEdited }: FirstRunFormProps) {
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
        Your company
      </Typography.Title>
      <Form.Item
        {...itemProps('companyName', serverErrors)}
        rules={[required('the company name'), { max: properties.companyName.maxLength }]}
      >
        <Input autoComplete="organization" maxLength={properties.companyName.maxLength} />
      </Form.Item>
      <Form.Item {...itemProps('companyType', serverErrors)} rules={[{ required: true, message: 'Choose a type.' }]}>
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        You, its administrator
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            {...itemProps('firstName', serverErrors)}
            rules={[required('your first name'), { max: properties.firstName.maxLength }]}
          >
            <Input autoComplete="given-name" maxLength={properties.firstName.maxLength} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            {...itemProps('lastName', serverErrors)}
            rules={[required('your last name'), { max: properties.lastName.maxLength }]}
          >
            <Input autoComplete="family-name" maxLength={properties.lastName.maxLength} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        {...itemProps('email', serverErrors)}
        extra="We send your invitation to sign in here."
        rules={[required('your e-mail'), { type: 'email', message: 'Enter a valid e-mail address.' }]}
      >
        <Input type="email" autoComplete="email" inputMode="email" maxLength={properties.email.maxLength} />
      </Form.Item>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Set up company
      </Button>
    </Form>
  );
}
