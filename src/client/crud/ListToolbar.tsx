import { Button, Flex, Input, Switch } from 'antd';

interface ListToolbarProps {
  searchable: boolean;
  searchText: string;
  onSearchText: (text: string) => void;
  onClear: () => void;
  /** Present only for resources with an archived flag. */
  showArchived?: { value: boolean; onChange: (value: boolean) => void; label?: string };
}

/** The search box with its Clear button, and the 'show archived' switch where it applies. */
export function ListToolbar({ searchable, searchText, onSearchText, onClear, showArchived }: ListToolbarProps) {
  if (!searchable && !showArchived) return null;
  return (
    <Flex gap="middle" align="center" wrap style={{ marginBottom: 16 }}>
      {searchable && (
        <Flex gap="small">
          <Input
            aria-label="Search"
            placeholder="Search"
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            style={{ width: 280 }}
          />
          <Button onClick={onClear} disabled={searchText === ''}>
            Clear
          </Button>
        </Flex>
      )}
      {showArchived && (
        <Flex gap="small" align="center">
          <Switch
            id="show-archived"
            checked={showArchived.value}
            onChange={showArchived.onChange}
            aria-label={showArchived.label ?? 'Show archived'}
          />
          <label htmlFor="show-archived">{showArchived.label ?? 'Show archived'}</label>
        </Flex>
      )}
    </Flex>
  );
}
