import { CheckOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { type ProcedureStep, STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';
import type { StepAnswer } from './step-answer.ts';

interface StepAnswerInputProps {
  step: Pick<ProcedureStep, 'typeId' | 'checklistItems'>;
  answer: StepAnswer;
  onAnswer: (patch: StepAnswer) => void;
  /** What an Image Upload step shows: the Add Event wizard's uploader; the preview's placeholder without it. */
  imageUpload?: ReactNode;
  /** While the answer is being saved. */
  disabled?: boolean;
  /** Text Input: the longest answer the API takes. */
  maxTextLength?: number;
}

/**
 * The answer a step asks for, as the reporter sees it: in the procedure editor's preview and in
 * the Add Event wizard's Procedure tab alike.
 */
export function StepAnswerInput({
  step,
  answer,
  onAnswer,
  imageUpload,
  disabled,
  maxTextLength,
}: StepAnswerInputProps) {
  const t = useText(stepsText);
  switch (step.typeId) {
    case STEP_TYPES.yesNo:
      return (
        <Flex gap="middle" role="group" aria-label={t('answer')}>
          {[
            { label: t('yes'), value: true },
            { label: t('no'), value: false },
          ].map((choice) => (
            <Button
              key={choice.label}
              size="large"
              style={{ minWidth: 96 }}
              disabled={disabled}
              type={answer.value === choice.value ? 'primary' : 'default'}
              aria-pressed={answer.value === choice.value}
              onClick={() => onAnswer({ value: choice.value })}
            >
              {choice.label}
            </Button>
          ))}
        </Flex>
      );
    case STEP_TYPES.acknowledgement:
      return (
        <Button
          size="large"
          icon={answer.value ? <CheckOutlined /> : undefined}
          type={answer.value ? 'primary' : 'default'}
          aria-pressed={answer.value === true}
          aria-label={t('acknowledge')}
          disabled={disabled}
          onClick={() => onAnswer({ value: true })}
        >
          {t('acknowledge')}
        </Button>
      );
    case STEP_TYPES.textInput:
      return (
        <Input.TextArea
          aria-label={t('answer')}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={maxTextLength}
          disabled={disabled}
          value={answer.text ?? ''}
          onChange={(event) => onAnswer({ text: event.target.value })}
        />
      );
    case STEP_TYPES.checklist: {
      const checked = answer.checked ?? [];
      return (
        <Flex vertical gap={4} role="group" aria-label={t('checklist')} className="step-checklist">
          {step.checklistItems.map((item, index) => (
            <Checkbox
              // biome-ignore lint/suspicious/noArrayIndexKey: items are identified by position
              key={index}
              checked={checked[index] === true}
              disabled={disabled}
              onChange={(event) => {
                const next = step.checklistItems.map((_, at) => (at === index ? event.target.checked : !!checked[at]));
                onAnswer({ checked: next });
              }}
            >
              {item.text.trim() || t('item', { number: item.sortKey })}
            </Checkbox>
          ))}
        </Flex>
      );
    }
    case STEP_TYPES.imageUpload:
      if (imageUpload) return imageUpload;
      return (
        <Upload.Dragger disabled beforeUpload={() => false} showUploadList={false} aria-label={t('imageUpload')}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('imagePreview')}</Typography.Paragraph>
        </Upload.Dragger>
      );
    default:
      return null;
  }
}
