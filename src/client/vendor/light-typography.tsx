/**
 * Typography.Title, Text and Link for the first page (shell, home), without what antd's shared
 * typography base always brings along for its optional features — ellipsis measuring, the copy
 * button (copy-to-clipboard), the tooltip, the in-place editor: ~7 KB gzip of the first load.
 * The same element, classes and styles as antd's (its inner Typography component and style are
 * used as they are) for the props below; anything that needs `ellipsis`, `copyable` or
 * `editable` uses antd's Typography (lazy pages do).
 */
import { ConfigProvider } from 'antd';
import AntdTypography from 'antd/es/typography/Typography.js';
import classNames from 'classnames';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useContext,
} from 'react';

/** antd's inner component takes the element as `component` (its typings leave the prop out). */
const Typography = AntdTypography as ComponentType<AnchorHTMLAttributes<HTMLElement> & { component: string }>;

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

interface CommonProps {
  type?: TextType;
  strong?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

/** The class names antd's typography base adds for `type`, in its order (before the caller's). */
function useTypeClass(type: TextType | undefined, className: string | undefined): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  return classNames({ [`${prefixCls}-${type}`]: type }, className);
}

function decorate(strong: boolean | undefined, children: ReactNode): ReactNode {
  return strong ? <strong>{children}</strong> : children;
}

export function Text({ type, strong, className, children, ...rest }: CommonProps & HTMLAttributes<HTMLSpanElement>) {
  return (
    <Typography component="span" className={useTypeClass(type, className)} {...rest}>
      {decorate(strong, children)}
    </Typography>
  );
}

export function Title({
  level = 1,
  type,
  strong,
  className,
  children,
  ...rest
}: CommonProps & { level?: 1 | 2 | 3 | 4 | 5 } & HTMLAttributes<HTMLHeadingElement>) {
  return (
    <Typography component={`h${level}`} className={useTypeClass(type, className)} {...rest}>
      {decorate(strong, children)}
    </Typography>
  );
}

export function Link({
  type,
  strong,
  className,
  children,
  rel,
  ...rest
}: CommonProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Typography
      component="a"
      className={useTypeClass(type, className)}
      rel={rel === undefined && rest.target === '_blank' ? 'noopener noreferrer' : rel}
      {...rest}
    >
      {decorate(strong, children)}
    </Typography>
  );
}
