// Minimal types for the parts of autocannon@8 the bench uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    }

    interface Options {
      url: string | string[];
      connections?: number;
      pipelining?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      requests?: Request[];
      warmup?: { connections?: number; duration?: number };
      timeout?: number;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p99: number;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends PromiseLike<Result> {
      on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
