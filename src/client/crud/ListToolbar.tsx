import { Flex, Switch } from 'antd';
import { crudText } from '../i18n/en/crud.ts';
import { useText } from '../i18n/language.ts';
import { SearchBox } from './SearchBox.tsx';

interface ListToolbarProps {
  searchable: boolean;
  searchText: string;
  onSearchText: (text: string) => void;
  /** Present only for resources with an archived flag. */
  showArchived?: { value: boolean; onChange: (value: boolean) => void; label?: string };
}

/** The search box with its Clear button, and the 'show archived' switch where it applies. */
export function ListToolbar({ searchable, searchText, onSearchText, showArchived }: ListToolbarProps) {
  const t = useText(crudText);
  if (!searchable && !showArchived) return null;
  const showArchivedLabel = showArchived?.label ?? t('showArchived');
  return (
    <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
      {searchable && <SearchBox value={searchText} onChange={onSearchText} />}
      {showArchived && (
        <Flex gap="small" align="center">
          <Switch
            id="show-archived"
            checked={showArchived.value}
            onChange={showArchived.onChange}
            aria-label={showArchivedLabel}
          />
          <label htmlFor="show-archived">{showArchivedLabel}</label>
        </Flex>
      )}
    </Flex>
  );
}
