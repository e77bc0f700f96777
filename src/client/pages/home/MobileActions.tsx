import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language.ts';
import { cardTitle, type HomeCard } from './home-cards.ts';
import { HOME_ICONS } from './home-icons.tsx';

/** The phone layout of Home (spec 000 §2): large, thumb-sized actions. */
export function MobileActions({ actions }: { actions: readonly HomeCard[] }) {
  const navigate = useNavigate();
  useLanguage();
  return (
    <Flex vertical gap={12}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="large"
          block
          icon={HOME_ICONS[action.icon]}
          type={action.key === 'report-event' ? 'primary' : 'default'}
          onClick={() => navigate(action.path)}
          className="mobile-action"
        >
          {cardTitle(action)}
        </Button>
      ))}
    </Flex>
  );
}
