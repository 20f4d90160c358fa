/**
 * Long work on the event loop that lets other requests in now and then: `take()` awaits one turn
 * of the event loop (a macrotask, so waiting I/O callbacks run) once `everyMs` have passed since
 * the last turn, and costs nothing otherwise. A maintenance pass uses it while it holds the write
 * connection, so GETs (on SQLite's read connection) are answered during it.
 */
export class EventLoopTurns {
  private last = performance.now();

  constructor(private readonly everyMs: number) {}

  async take(): Promise<void> {
    if (performance.now() - this.last < this.everyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
  }
}
