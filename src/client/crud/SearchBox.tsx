import { Button, Flex, Input } from 'antd';
import { SEARCH_MAX_LENGTH } from '../widgets/search-term.ts';

interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /**
   * What Clear does when it resets more than the text (the events list's filters too); without
   * it Clear empties the text.
   */
  onClear?: () => void;
  /** Whether there is anything to clear (default: the text is not empty). */
  canClear?: boolean;
}

/** A list's search box with its Clear button; it takes no more than the API's search limit. */
export function SearchBox({ value, onChange, onClear, canClear }: SearchBoxProps) {
  return (
    <Flex gap="small" style={{ maxWidth: '100%' }}>
      <Input
        aria-label="Search"
        placeholder="Search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: 280, maxWidth: '100%' }}
      />
      <Button onClick={() => (onClear ? onClear() : onChange(''))} disabled={!(canClear ?? value !== '')}>
        Clear
      </Button>
    </Flex>
  );
}
