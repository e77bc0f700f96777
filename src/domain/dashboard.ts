/** The home dashboard's shapes (GET /dashboard), shared by the server and the client. */
export interface EventStatistic {
  orderIndex: number;
  /** Event status value; null is the "all events" card. */
  statusType: number | null;
  displayName: string;
  eventCount: number;
}

export interface EventReport {
  type: string;
  eventCategoryReports: { category: string; eventCount: number }[];
}

export interface Dashboard {
  eventStatistics: EventStatistic[];
  eventReports: EventReport[];
}
