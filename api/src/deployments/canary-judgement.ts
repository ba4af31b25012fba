// Whether a canary is failing: its browser errors per page view against the version everyone else gets, over the
// same window (docs/decisions/0054-canary-releases.md). A pure function of the counts, so the rule is tested on
// figures and every node judges alike.

export interface CanarySettings {
  /** CANARY_MIN_VIEWS: no verdict before the canary has had this many page views */
  minViews: number;
  /** CANARY_ERROR_MARGIN (per 100 views, kept here as a fraction): how far above the baseline's rate it may go */
  errorMargin: number;
  /** CANARY_CHECK_SECONDS: how often each node looks */
  checkIntervalMs: number;
}

/**
 * The z score above which a difference is taken as real: one-sided p < 0.001 for two proportions. A healthy canary
 * is judged every few seconds for hours, so a looser bound would end some healthy canaries by chance alone.
 */
export const Z_CRITICAL = 3.09;

export interface VersionCounts {
  views: number;
  errors: number;
}

export interface VersionFigures extends VersionCounts {
  /** null: the build REMOTES_CONFIG names */
  version: string | null;
  /** errors per view, each view counted once at most (a page that throws twice is one failed view) */
  rate: number;
}

export interface CanaryFigures {
  canary: VersionFigures;
  baseline: VersionFigures;
  /** the two-proportion z score of the difference; null when the baseline had no views to compare with */
  z: number | null;
  from: string;
  to: string;
}

export interface CanaryVerdict {
  verdict: 'waiting' | 'healthy' | 'failing';
  reason: string;
  figures: CanaryFigures;
}

function describeRate(rate: number): string {
  return `${(rate * 100).toFixed(1)} per 100 views`;
}

function describeVersion(version: string | null): string {
  return version ?? 'the configured build';
}

function toFigures(version: string | null, counts: VersionCounts): VersionFigures {
  const failed = Math.min(counts.errors, counts.views);
  return { version, ...counts, rate: counts.views === 0 ? 0 : failed / counts.views };
}

/** The pooled two-proportion z score of canary over baseline; 0 when neither (or both wholly) failed. */
function scoreDifference(canary: VersionFigures, baseline: VersionFigures): number {
  const failed = Math.min(canary.errors, canary.views) + Math.min(baseline.errors, baseline.views);
  const pooled = failed / (canary.views + baseline.views);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / canary.views + 1 / baseline.views));
  return spread === 0 ? 0 : (canary.rate - baseline.rate) / spread;
}

/**
 * Failing when the canary has had at least `minViews` views, its rate is at least `errorMargin` above the baseline's,
 * and the difference is significant (z ≥ Z_CRITICAL). A baseline with no views in the window (nobody else visited)
 * counts as error-free, and the margin alone decides.
 */
export function judgeCanary(
  canaryVersion: string,
  canaryCounts: VersionCounts,
  baselineVersion: string | null,
  baselineCounts: VersionCounts,
  window: { from: Date; to: Date },
  settings: Pick<CanarySettings, 'minViews' | 'errorMargin'>,
): CanaryVerdict {
  const canary = toFigures(canaryVersion, canaryCounts);
  const baseline = toFigures(baselineVersion, baselineCounts);
  const z = canary.views === 0 || baseline.views === 0 ? null : Math.round(scoreDifference(canary, baseline) * 100) / 100;
  const figures: CanaryFigures = { canary, baseline, z, from: window.from.toISOString(), to: window.to.toISOString() };
  const said =
    `${canary.views} views with ${canary.errors} browser errors (${describeRate(canary.rate)}) against ` +
    `${baseline.views} views with ${baseline.errors} (${describeRate(baseline.rate)}) for ${describeVersion(baselineVersion)}`;
  if (canary.views < settings.minViews)
    return { verdict: 'waiting', reason: `${said}: fewer than the ${settings.minViews} views a verdict needs`, figures };
  const excess = canary.rate - baseline.rate;
  const margin = describeRate(settings.errorMargin);
  if (excess < settings.errorMargin - 1e-9) return { verdict: 'healthy', reason: `${said}: within the margin of ${margin}`, figures };
  if (z !== null && z < Z_CRITICAL)
    return {
      verdict: 'healthy',
      reason: `${said}: above the margin of ${margin}, but not significantly (z = ${z} < ${Z_CRITICAL})`,
      figures,
    };
  const significance = z === null ? 'with no views of the baseline to compare' : `z = ${z} ≥ ${Z_CRITICAL}`;
  return { verdict: 'failing', reason: `${said}: more than ${margin} above it, ${significance}`, figures };
}
