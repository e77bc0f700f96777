import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { INSURANCE_PATHS } from './insurance-paths.ts';

type View = 'property' | 'policy';

/** View By Property / View By Policy (spec 002 §2.10): the two lists of the insurance screens. */
export function InsuranceViewToggle({ value }: { value: View }) {
  const navigate = useNavigate();
  return (
    <Segmented<View>
      aria-label="View"
      value={value}
      options={[
        { value: 'property', label: 'View By Property' },
        { value: 'policy', label: 'View By Policy' },
      ]}
      onChange={(next) => navigate(next === 'property' ? INSURANCE_PATHS.properties : INSURANCE_PATHS.policies)}
    />
  );
}
