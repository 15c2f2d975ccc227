/** The live-events stream read as a browser does, for the live and the two-process tests. Not used by the server. */
export interface Sse {
  status: number;
  /** resolves with the next event of this type (events already received count) */
  next(type: string, timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** Opens the stream and parses `event:`/`data:` blocks as they arrive. */
export async function openStream(url: string, ticket: string | undefined): Promise<Sse> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/user/adv/events${ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`}`, {
    signal: controller.signal,
  });
  const events: { type: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type) events.push({ type, data: data ? JSON.parse(data) : null });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else await res.body?.cancel();
  return {
    status: res.status,
    async next(type, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex((e) => e.type === type);
        if (i >= 0) return events.splice(i, 1)[0]!.data;
        if (Date.now() > deadline) throw new Error(`no ${type} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => controller.abort(),
  };
}
