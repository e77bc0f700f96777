import { createContext, useContext } from 'react';

/**
 * The whole form's data, for widgets that depend on a sibling field (an association list
 * disabled while 'All properties' is on). RJSF hands a field only its own value.
 */
export const FormDataContext = createContext<unknown>(undefined);

export function useFormData(): unknown {
  return useContext(FormDataContext);
}
