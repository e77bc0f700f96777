import { Button, Flex, Input } from 'antd';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
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
  const t = useText(crudText);
  return (
    <Flex gap="small" style={{ maxWidth: '100%' }}>
      <Input
        aria-label={t('search')}
        placeholder={t('search')}
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        style={{ width: 280, maxWidth: '100%' }}
      />
      <Button onClick={() => (onClear ? onClear() : onChange(''))} disabled={!(canClear ?? value !== '')}>
        {t('clear')}
      </Button>
    </Flex>
  );
}
