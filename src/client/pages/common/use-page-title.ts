import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';

/** The browser tab shows the page and the product. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
