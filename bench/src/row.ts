/** One line of the bench report, shared by run.ts and each bench it runs. */
export interface Row {
  id: string;
  db: string;
  subject: string;
  baseline: string;
  ratio: number;
  target: number;
  p50: number;
  p99: number;
  p99Target?: number;
  errors: number;
}
