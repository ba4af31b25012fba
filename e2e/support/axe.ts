import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core, injected into a page as it is, for the accessibility tests. The site's Content-Security-Policy rightly
// forbids injected scripts, so those tests open their pages with `bypassCSP`.

const axePath = createRequire(__filename).resolve('axe-core/axe.min.js');

/** Each serious or critical violation of the page as shown now, as "rule (impact): selectors"; [] when none. */
export async function listSeriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate((): Promise<AxeResults> => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
