import { Templates } from '@rjsf/antd';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { Col, Divider, Row } from 'antd';
import type { ReactElement } from 'react';
import type { ResourceRecord } from '../../resources/definition.ts';
import { type FormSection, sectionsOption } from './options.ts';

const DefaultObjectTemplate = Templates.ObjectFieldTemplate as (
  props: ObjectFieldTemplateProps<ResourceRecord>,
) => ReactElement;

/**
 * An object whose uiSchema names `ui:options.sections` is drawn as titled sections (the policy
 * form's Policy Details / Policy Coverage / Policy Properties), each field in the section's grid;
 * fields no section names are not drawn (an id, read-only parts); any other object is drawn by
 * the theme's own template.
 */
export function SectionsObjectTemplate(props: ObjectFieldTemplateProps<ResourceRecord>) {
  const sections = sectionsOption(props.uiSchema?.['ui:options']);
  if (!sections) return <DefaultObjectTemplate {...props} />;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const gutter = Number(props.registry.formContext?.rowGutter ?? 16);
  const drawn = (section: FormSection) =>
    section.fields
      .map((name) => byName.get(name))
      .filter((property) => property !== undefined && !property.hidden)
      .map((property) => (
        <Col key={property?.name} xs={24} md={section.columns === 1 ? 24 : 12}>
          {property?.content}
        </Col>
      ));
  // Only the sections' fields are drawn: the others travel in the data (an id, read-only parts).
  return (
    <div>
      {sections.map((section) => (
        <section key={section.title || section.fields.join()} aria-label={section.title || undefined}>
          {section.title && (
            <Divider orientation="left" orientationMargin={0}>
              {section.title}
            </Divider>
          )}
          <Row gutter={gutter}>{drawn(section)}</Row>
        </section>
      ))}
    </div>
  );
}
