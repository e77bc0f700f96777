import { Button, Flex, Input } from 'antd';
import { SEARCH_MAX_LENGTH } from '../widgets/search-term.ts';

/** A list's search box with its Clear button; it takes no more than the API's search limit. */
export function SearchBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
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
      <Button onClick={() => onChange('')} disabled={value === ''}>
        Clear
      </Button>
    </Flex>
  );
}
