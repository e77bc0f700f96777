import { Button, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DATE_FORMAT, dayOf, ISO_DATE_FORMAT } from '../../../domain/common/calendar-date.ts';
import { reportsText } from '../../i18n/en/reports.ts';
import { useText } from '../../i18n/language.ts';
import {
  allClaimsLabel,
  allClaimsRange,
  CLAIM_REPORT_TEXT,
  type ClaimDateEdges,
  type ClaimDateRange,
  lastNinetyDays,
} from './report-rows.ts';

interface ClaimRangePickerProps {
  value: ClaimDateRange | null;
  onChange: (range: ClaimDateRange | null) => void;
  edges: ClaimDateEdges | undefined;
}

/**
 * The claims report's range (spec 001 §2 'Reports'): MM/DD/YYYY, chosen on the calendar only
 * (not typed), clearable, 'Select a date range' at both ends, and the footer's shortcuts 'Last 90
 * days' (three months back to today) and 'All Claims: min - max date'.
 */
export function ClaimRangePicker({ value, onChange, edges }: ClaimRangePickerProps) {
  const t = useText(reportsText);
  const [open, setOpen] = useState(false);
  const all = allClaimsRange(edges);
  const choose = (range: ClaimDateRange) => {
    onChange(range);
    setOpen(false);
  };
  return (
    <DatePicker.RangePicker
      aria-label={t('claimDateRange')}
      format={DATE_FORMAT}
      inputReadOnly
      allowClear
      open={open}
      onOpenChange={setOpen}
      placeholder={[CLAIM_REPORT_TEXT.rangePlaceholder, CLAIM_REPORT_TEXT.rangePlaceholder]}
      value={value ? [dayjs(value.from, ISO_DATE_FORMAT), dayjs(value.to, ISO_DATE_FORMAT)] : null}
      onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
        const [from, to] = dates ?? [null, null];
        onChange(from && to ? { from: from.format(ISO_DATE_FORMAT), to: to.format(ISO_DATE_FORMAT) } : null);
      }}
      renderExtraFooter={() => (
        <Flex gap="small" wrap style={{ padding: '8px 0' }}>
          <Button size="small" onClick={() => choose(lastNinetyDays(dayOf(new Date())))}>
            {CLAIM_REPORT_TEXT.lastNinetyDays}
          </Button>
          <Button size="small" disabled={!all} onClick={() => all && choose(all)}>
            {allClaimsLabel(edges)}
          </Button>
        </Flex>
      )}
      style={{ width: 380, maxWidth: '100%' }}
    />
  );
}
