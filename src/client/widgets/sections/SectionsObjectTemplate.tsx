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
 * any other object is drawn by the theme's own template.
 */
export function SectionsObjectTemplate(props: ObjectFieldTemplateProps<ResourceRecord>) {
  const sections = sectionsOption(props.uiSchema?.['ui:options']);
  if (!sections) return <DefaultObjectTemplate {...props} />;
  const byName = new Map(props.properties.map((property) => [property.name, property]));
  const inSections = new Set(sections.flatMap((section) => section.fields));
  const loose = props.properties.filter((property) => !inSections.has(property.name) && !property.hidden);
  const gutter = Number(props.registry.formContext?.rowGutter ?? 16);
  const drawn = (section: FormSection) =>
    section.fields
      .map((name) => byName.get(name))
      .filter((property) => property !== undefined && !property.hidden)
      .map((property) => (
        <Col key={property?.name} span={section.columns === 1 ? 24 : 12} xs={24} md={section.columns === 1 ? 24 : 12}>
          {property?.content}
        </Col>
      ));
  return (
    <div>
      {loose.length > 0 && (
        <Row gutter={gutter}>
          {loose.map((property) => (
            <Col key={property.name} span={24}>
              {property.content}
            </Col>
          ))}
        </Row>
      )}
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <Divider orientation="left" orientationMargin={0}>
            {section.title}
          </Divider>
          <Row gutter={gutter}>{drawn(section)}</Row>
        </section>
      ))}
      {/* Hidden fields still render (their inputs carry nothing visible). */}
      {props.properties.filter((property) => property.hidden).map((property) => property.content)}
    </div>
  );
}
