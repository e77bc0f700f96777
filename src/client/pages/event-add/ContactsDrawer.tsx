import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, List, Typography } from 'antd';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { mailHref, telHref } from './contact-links.ts';
import { type PanelKind, usePanelPeople } from './wizard-api.ts';

/** Each panel's words (catalogue keys): its name, its failed read, its empty list. */
const WORDS = {
  vendors: { name: 'vendors', failed: 'vendorsFailed', empty: 'noVendors' },
  contacts: { name: 'contacts', failed: 'contactsFailed', empty: 'noContacts' },
} as const satisfies Record<PanelKind, Record<string, keyof (typeof eventAddText)['en']>>;

interface ContactsDrawerProps {
  kind: PanelKind;
  propertyId: string | null;
  propertyName: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * A side panel of the property's vendors or points of contact (spec 001 §2): each by name with a
 * mail link and a phone link, large enough to tap. Read when first opened.
 */
export function ContactsDrawer({ kind, propertyId, propertyName, open, onClose }: ContactsDrawerProps) {
  const people = usePanelPeople(kind, propertyId, open);
  const t = useText(eventAddText);
  const words = WORDS[kind];
  const title = t(words.name);
  return (
    <Drawer
      title={propertyName ? `${title} · ${propertyName}` : title}
      open={open}
      onClose={onClose}
      placement="right"
      // At most the screen's width: a phone shows the panel across the page.
      width="min(420px, 100vw)"
    >
      {people.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t(words.failed)}
          action={<Button onClick={() => void people.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <List
          loading={people.isPending && open}
          dataSource={people.data ?? []}
          locale={{ emptyText: t(words.empty) }}
          aria-label={title}
          renderItem={(person) => {
            const mail = mailHref(person.email);
            const tel = telHref(person.phone);
            return (
              <List.Item>
                <Flex vertical gap={4} style={{ minWidth: 0, width: '100%' }}>
                  <Typography.Text strong>{person.name}</Typography.Text>
                  <Flex gap="small" wrap>
                    {mail && (
                      <Button href={mail} icon={<MailOutlined />} aria-label={t('mailPerson', { name: person.name })}>
                        <span className="contact-link-text">{person.email}</span>
                      </Button>
                    )}
                    {tel && (
                      <Button href={tel} icon={<PhoneOutlined />} aria-label={t('callPerson', { name: person.name })}>
                        {person.phone}
                      </Button>
                    )}
                  </Flex>
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Drawer>
  );
}
