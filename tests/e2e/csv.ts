import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';

/** Clicks a download button and reads the CSV it saves: its file name, its rows (the header first) and its address. */
export async function downloadCsv(
  page: Page,
  button: Locator,
): Promise<{ fileName: string; rows: string[][]; url: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const text = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  return { fileName: download.suggestedFilename(), rows: Papa.parse<string[]>(text.trim()).data, url: download.url() };
}
