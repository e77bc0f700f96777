import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GettingStartedCard } from '../../../../src/client/pages/home/GettingStartedCard.tsx';
import {
  type GettingStarted,
  gettingStartedLines,
  progressText,
} from '../../../../src/client/pages/home/getting-started-view.ts';
import { GETTING_STARTED_STEPS } from '../../../../src/domain/company/getting-started.ts';

const state = (done: readonly string[], dismissed = false): GettingStarted => ({
  steps: GETTING_STARTED_STEPS.map(({ key }) => ({ key, done: done.includes(key) })),
  dismissed,
});

function card(value: GettingStarted): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <GettingStartedCard state={value} dismissing={false} onDismiss={() => {}} />
    </MemoryRouter>,
  );
}

describe("home's Getting started card (issue 22)", () => {
  it("counts what is done: '3 of 6 done'", () => {
    const lines = gettingStartedLines(state(['companyDetails', 'roles', 'users']));
    expect(progressText(lines)).toBe('3 of 6 done');
    expect(progressText(gettingStartedLines(state([])))).toBe('0 of 6 done');
  });

  it('lists the steps in their order, with their words and pages; one the server leaves out is open', () => {
    const lines = gettingStartedLines({ steps: [{ key: 'roles', done: true }], dismissed: false });
    expect(lines.map((line) => [line.label, line.path, line.done])).toEqual(
      GETTING_STARTED_STEPS.map((step) => [step.label, step.path, step.key === 'roles']),
    );
  });

  it('shows the heading, progress, Dismiss, and each step as a link with its state in words', () => {
    const html = card(state(['companyDetails', 'roles', 'users']));
    expect(html).toMatch(/<h3[^>]*>Getting started<\/h3>/);
    expect(html).toContain('3 of 6 done');
    expect(html).toMatch(/<button[^>]*>.*Dismiss.*<\/button>/);
    expect(html).toContain('<a href="/company" data-discover="true">Fill in your company details</a>');
    expect(html).toContain('<a href="/eventAdd" data-discover="true">Report your first event</a>');
    expect(html.match(/\(done\)/g)).toHaveLength(3);
    expect(html.match(/\(to do\)/g)).toHaveLength(3);
  });

  it('is not shown once dismissed', () => {
    expect(card(state(['roles'], true))).toBe('');
  });

  it('is not shown once every step is done', () => {
    expect(card(state(GETTING_STARTED_STEPS.map((step) => step.key)))).toBe('');
  });
});
