import { createContext, useContext } from 'react';

/**
 * A folder of the event's documents to open the Documents tab on: the incident report's, right
 * after a report was filed (spec 001 §4: 'opens or refreshes the Documents tab on the generated folder').
 */
export interface FiledReportFolder {
  folderId: string;
  folderName: string;
}

export const ReportFolderContext = createContext<FiledReportFolder | null>(null);

export function useFiledReportFolder(): FiledReportFolder | null {
  return useContext(ReportFolderContext);
}
