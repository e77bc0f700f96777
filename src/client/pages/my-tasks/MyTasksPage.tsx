import { LeftOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { myTasksText } from '../../i18n/en/my-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import type { PageProps } from '../page-props.ts';
import { MyTasksTable } from './MyTasksTable.tsx';
import { useMyTasks } from './my-tasks-api.ts';
import {
  atProperty,
  bannerText,
  type MyTaskSection,
  propertyChoices,
  sectionCounts,
  sectionRows,
} from './my-tasks-view.ts';
import { SectionBanners } from './SectionBanners.tsx';

/**
 * /myroutinetasks (spec 002 §2.3 "My Tasks / Inspections"): the optional property filter, the
 * three section banners, and a banner's table with a Back button. Each row opens the Perform
 * Task wizard for its location.
 */
export function MyTasksPage({ title }: PageProps) {
  const tasks = useMyTasks();
  const t = useText(myTasksText);
  const [propertyId, setPropertyId] = useState('');
  const [section, setSection] = useState<MyTaskSection | null>(null);
  const all = tasks.data ?? [];
  const rows = atProperty(all, propertyId || null);
  const counts = sectionCounts(rows);

  const body = () => {
    if (tasks.isPending) return <PageLoading />;
    if (section) {
      return (
        <section aria-label={bannerText(section, counts[section])}>
          <Flex align="center" gap="small" style={{ marginBottom: 12 }}>
            <Button size="large" icon={<LeftOutlined />} onClick={() => setSection(null)}>
              {t('back')}
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {bannerText(section, counts[section])}
            </Typography.Title>
          </Flex>
          <MyTasksTable rows={sectionRows(rows, section)} section={section} />
        </section>
      );
    }
    if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noTasks')} />;
    return <SectionBanners counts={counts} onOpen={setSection} />;
  };

  return (
    <div className="my-tasks">
      <PageTitle style={{ marginTop: 0 }}>{title}</PageTitle>
      <Select
        aria-label={t('property')}
        className="my-tasks-property"
        size="large"
        value={propertyId}
        onChange={setPropertyId}
        options={[{ value: '', label: t('allProperties') }, ...propertyChoices(all)]}
        showSearch
        optionFilterProp="label"
      />
      {body()}
    </div>
  );
}
