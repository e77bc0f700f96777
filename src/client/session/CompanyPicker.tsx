import { Button, Form, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionText } from '../i18n/en/session.ts';
import { useText } from '../i18n/language.ts';
import { useSession } from './session-context.ts';

/**
 * The company dropdown with Apply (spec 000 §2 "Company chooser"), shared by the blocking modal
 * and /pickCompanyOfInterest: Apply sets the company, reloads permissions and goes to EntryPoint.
 */
export function CompanyPicker() {
  const { companies, currentCompany, actions } = useSession();
  const t = useText(sessionText);
  const navigate = useNavigate();
  const [companyId, setCompanyId] = useState<string | undefined>(currentCompany?.companyId);
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    const company = companies.find((candidate) => candidate.companyId === companyId);
    if (!company) return;
    setApplying(true);
    try {
      await actions.selectCompany(company);
      navigate('/');
    } finally {
      setApplying(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={apply} requiredMark={false}>
      <Form.Item label={t('company')} htmlFor="company-picker">
        <Select
          id="company-picker"
          aria-label={t('company')}
          placeholder={t('chooseCompany')}
          value={companyId}
          onChange={setCompanyId}
          showSearch
          optionFilterProp="label"
          options={companies.map((company) => ({ value: company.companyId, label: company.companyName }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!companyId} loading={applying} block>
        {t('apply')}
      </Button>
    </Form>
  );
}
