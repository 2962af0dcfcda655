import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Report {
  /** Events received, all streams. */
  delivered: number;
  /** For each seq, how many streams received it. */
  counts: Record<string, number>;
  /** The first stream's last `data:` line. */
  lastData: string | null;
  /** Each stream's sequence numbers, in arrival order (when asked for). */
  seqs?: number[][];
}

/**
 * N SSE streams held by a child process (watchers-process.ts): for each seq, when the last of
 * them received it (monotonic clock); `finish()` closes them and brings the process's report.
 */
export function watchers(url: string, n: number, options: { seqs?: boolean } = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./watchers-process.ts', import.meta.url)), url, String(n), ...(options.seqs ? ['seqs'] : [])],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lastAt = new Map<number, number>();
  let connected = false;
  let final: Report | null = null;
  let buffer = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffer += chunk;
    let at: number;
    while ((at = buffer.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffer.slice(0, at)) as Partial<Report> & { connected?: number; seq?: number; at?: number };
      buffer = buffer.slice(at + 1);
      if (line.connected) connected = true;
      if (line.seq !== undefined) lastAt.set(line.seq, line.at!);
      if (line.counts) final = line as Report;
    }
  });
  const done = new Promise<void>((r) => child.once('close', () => r()));
  return {
    lastAt,
    connected: () => connected,
    /** Closes the streams; resolves with how many events arrived, and each seq's count. */
    async finish() {
      child.stdin!.end();
      await done;
      if (!final) throw new Error('the watchers process ended without its report');
      return final;
    },
  };
}
