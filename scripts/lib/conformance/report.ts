/**
 * What the command prints: one line per operation as it runs (its checks, ✓ or ✗), the problems under a
 * failed one, then a table per capability and the total.
 */
import { CAPABILITIES, type Capability } from '@lotengo/shared/contracts/operations';
import type { RunResult } from './runner';
import type { OperationReport } from './types';

export type Outcome = 'passed' | 'failed' | 'skipped';

export function outcomeOf(report: OperationReport): Outcome {
  if (report.skipped) return 'skipped';
  return report.checks.some((c) => !c.ok) ? 'failed' : 'passed';
}

const MARK: Record<Outcome, string> = { passed: '✓', failed: '✗', skipped: '–' };

/** `✓ getHouseRequest  seed  200 esquema · 401 sin sesión · 400 entrada inválida (:id = no-es-válido)`. */
export function operationLines(report: OperationReport): string[] {
  const outcome = outcomeOf(report);
  const head = `${MARK[outcome]} ${report.operationId.padEnd(30)} ${report.capability.padEnd(18)}`;
  if (report.skipped) return [`${head} ${report.skipped}`];
  const checks = report.checks.map((c) => (c.ok ? c.label : `${c.label} ✗`)).join(' · ');
  const lines = [`${head} ${checks}`];
  for (const c of report.checks) if (c.problem) lines.push(`    ✗ ${c.problem}`);
  for (const why of report.notRun) lines.push(`    · sin comprobar ${why}`);
  return lines;
}

export interface CapabilityRow {
  capability: Capability;
  declared: boolean;
  operations: number;
  passed: number;
  failed: number;
  skipped: number;
}

export function capabilityRows(result: RunResult): CapabilityRow[] {
  return CAPABILITIES.map((capability) => {
    const mine = result.reports.filter((r) => r.capability === capability);
    const count = (o: Outcome) => mine.filter((r) => outcomeOf(r) === o).length;
    return {
      capability,
      declared: result.declared.includes(capability),
      operations: mine.length,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
    };
  });
}

/** Every violation: failed checks and refused arrangements. */
export const violationsOf = (result: RunResult): string[] => [
  ...result.reports.flatMap((r) => r.checks.filter((c) => !c.ok).map((c) => c.problem ?? r.operationId)),
  ...result.arrangeFailures,
];

export function summaryLines(result: RunResult): string[] {
  const rows = capabilityRows(result);
  const header = ['capacidad', 'declarada', 'operaciones', 'pasan', 'fallan', 'omitidas'];
  const body = rows.map((r) => [
    r.capability,
    r.declared ? 'sí' : 'no',
    String(r.operations),
    String(r.passed),
    String(r.failed),
    String(r.skipped),
  ]);
  const total = ['total', '', ...[2, 3, 4, 5].map((i) => String(body.reduce((n, row) => n + Number(row[i]), 0)))];
  const all = [header, ...body, total];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  const violations = violationsOf(result);
  return [
    line(header),
    rule,
    ...body.map(line),
    line(total),
    '',
    violations.length
      ? `${violations.length} ${violations.length === 1 ? 'violación' : 'violaciones'} del contrato.`
      : 'Sin violaciones del contrato.',
  ];
}
