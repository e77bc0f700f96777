import { AlertOutlined, CalendarOutlined, HomeOutlined, PhoneOutlined, PlusCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { HomeIcon } from './home-cards.ts';

export const HOME_ICONS: Record<HomeIcon, ReactNode> = {
  tasks: <CalendarOutlined />,
  add: <PlusCircleOutlined />,
  status: <AlertOutlined />,
  properties: <HomeOutlined />,
  oncall: <PhoneOutlined />,
};
