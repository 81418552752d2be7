/** What a worker's reply carries beside its answer: the id of the request it answers. */
export interface WorkerReply {
  readonly id: number;
}

export interface WorkerClientOptions<Request, Answer, Message, Reply extends WorkerReply> {
  /** Makes the worker (a literal `new Worker(new URL(…), …)`, so the build bundles it). */
  readonly start: () => Worker;
  /** The message posted for `request`, under `id`. */
  readonly message: (request: Request, id: number) => Message;
  /** The answer a reply gives; it may still ask the page (`onPage`) where the worker could not. */
  readonly answer: (reply: Reply, request: Request) => Answer | Promise<Answer>;
  /** The same work done on the page: where workers cannot start, or after the worker failed. */
  readonly onPage: (request: Request) => Answer | Promise<Answer>;
}

/**
 * Requests answered by a worker, each matched to its reply by id, so the page's main thread is
 * free while the work runs. Where the browser has no workers or the worker cannot start, the
 * page does the work itself; when the worker fails, what it was asked and everything after is
 * done on the page too, so no request is left waiting.
 */
export class WorkerClient<Request, Answer, Message, Reply extends WorkerReply> {
  private worker: Worker | null = null;
  private next = 0;
  private readonly waiting = new Map<number, { readonly request: Request; readonly resolve: (answer: Answer) => void; readonly reject: (error: unknown) => void }>();

  constructor(private readonly options: WorkerClientOptions<Request, Answer, Message, Reply>) {
    if (typeof Worker === 'undefined') return;
    try {
      this.worker = options.start();
    } catch {
      return;
    }
    this.worker.addEventListener('message', (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const entry = this.waiting.get(reply.id);
      if (entry === undefined) return;
      this.waiting.delete(reply.id);
      this.settle(entry, () => options.answer(reply, entry.request));
    });
    this.worker.addEventListener('error', () => this.fallBack());
  }

  ask(request: Request): Promise<Answer> {
    const worker = this.worker;
    if (worker === null) return Promise.resolve().then(() => this.options.onPage(request));
    const id = (this.next += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { request, resolve, reject });
      try {
        worker.postMessage(this.options.message(request, id));
      } catch {
        // A request the worker cannot take (one that cannot be copied to it) is done on the page.
        this.fallBack();
      }
    });
  }

  /** Stops the worker; requests still waiting are dropped. */
  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }

  private settle(entry: { readonly resolve: (answer: Answer) => void; readonly reject: (error: unknown) => void }, work: () => Answer | Promise<Answer>): void {
    Promise.resolve()
      .then(work)
      .then(entry.resolve, entry.reject);
  }

  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const entry of this.waiting.values()) this.settle(entry, () => this.options.onPage(entry.request));
    this.waiting.clear();
  }
}
