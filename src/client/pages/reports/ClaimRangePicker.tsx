import { Button, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  allClaimsLabel,
  allClaimsRange,
  CLAIM_REPORT_TEXT,
  type ClaimDateEdges,
  type ClaimDateRange,
  lastNinetyDays,
} from '../../../domain/report-rows.ts';

const FORMAT = 'MM/DD/YYYY';
const ISO = 'YYYY-MM-DD';

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
  const [open, setOpen] = useState(false);
  const all = allClaimsRange(edges);
  const choose = (range: ClaimDateRange) => {
    onChange(range);
    setOpen(false);
  };
  return (
    <DatePicker.RangePicker
      aria-label="Claim date range"
      format={FORMAT}
      inputReadOnly
      allowClear
      open={open}
      onOpenChange={setOpen}
      placeholder={[CLAIM_REPORT_TEXT.rangePlaceholder, CLAIM_REPORT_TEXT.rangePlaceholder]}
      value={value ? [dayjs(value.from, ISO), dayjs(value.to, ISO)] : null}
      onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
        const [from, to] = dates ?? [null, null];
        onChange(from && to ? { from: from.format(ISO), to: to.format(ISO) } : null);
      }}
      renderExtraFooter={() => (
        <Flex gap="small" wrap style={{ padding: '8px 0' }}>
          <Button size="small" onClick={() => choose(lastNinetyDays(dayjs().format(ISO)))}>
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
