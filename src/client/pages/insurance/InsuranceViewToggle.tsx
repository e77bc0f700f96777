import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { insuranceText } from '../../i18n/en/insurance.ts';
import { useText } from '../../i18n/language.ts';
import { INSURANCE_PATHS } from './insurance-paths.ts';

type View = 'property' | 'policy';

/** View By Property / View By Policy (spec 002 §2.10): the two lists of the insurance screens. */
export function InsuranceViewToggle({ value }: { value: View }) {
  const navigate = useNavigate();
  const t = useText(insuranceText);
  return (
    <Segmented<View>
      aria-label={t('view')}
      value={value}
      options={[
        { value: 'property', label: t('viewByProperty') },
        { value: 'policy', label: t('viewByPolicy') },
      ]}
      onChange={(next) => navigate(next === 'property' ? INSURANCE_PATHS.properties : INSURANCE_PATHS.policies)}
    />
  );
}
