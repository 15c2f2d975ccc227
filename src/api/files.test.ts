import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../domain/contract.ts';
import { MB } from '../domain/files/rules.ts';
import { ApiError } from './api-error.ts';
import { downloadFile, uploadFile, xhrTransport, type UploadRequest, type XhrLike } from './files.ts';
import type { HttpClient } from './http.ts';

/** A fake HttpClient answering by endpoint id, recording what was called. */
function fakeHttp(answers: Record<string, unknown | ((input: unknown) => unknown)>) {
  const calls: { id: string; method: string; path: string; input: unknown }[] = [];
  const http = {
    call: vi.fn(async (e: Endpoint, input?: unknown) => {
      calls.push({ id: e.id, method: e.method, path: e.path, input });
      const a = answers[e.id];
      if (a instanceof Error) throw a;
      return typeof a === 'function' ? (a as (i: unknown) => unknown)(input) : a;
    }),
    upload: vi.fn(),
  } as unknown as HttpClient;
  return { http, calls };
}

const FIELDS = { key: 'files/1/x.png', 'Content-Type': 'image/png', policy: 'p', signature: 's' };
const ITEM = { url: 'http://store/upload', fields: FIELDS, file_name: 'a.png' };
const STORED = { id: 7, path: 'files/1/x.png', file_name: 'a.png' };

describe('uploadFile', () => {
  it('presigns, posts the signed fields then the file, and confirms with POST', async () => {
    const { http, calls } = fakeHttp({ 'files.presignedUrl': { items: [ITEM] }, 'files.confirm': STORED });
    const sent: UploadRequest[] = [];
    const progress: number[] = [];
    const transport = async (req: UploadRequest) => {
      sent.push(req);
      req.onProgress?.({ loaded: 5, total: 10, percent: 50 });
    };
    const file = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    const result = await uploadFile(http, file, { transport, onProgress: (p) => progress.push(p.percent) });

    expect(result).toEqual(STORED);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/files/upload/presigned_url', 'POST /api/files/upload/confirm']);
    expect(calls[0]!.input).toMatchObject({ body: { file_names: ['a.png'], upload_type: 'general' } });
    expect(calls[1]!.input).toMatchObject({ body: { fields: FIELDS, url: ITEM.url, file_name: 'a.png' } });
    expect(sent[0]!.url).toBe(ITEM.url);
    expect([...sent[0]!.form.keys()]).toEqual(['key', 'Content-Type', 'policy', 'signature', 'file']);
    expect(progress).toEqual([50]);
  });

  it('uses the profile presign path and PUT confirm for photos', async () => {
    const { http, calls } = fakeHttp({ 'files.profilePresignedUrl': { items: [ITEM] }, 'files.confirmProfilePhoto': STORED });
    await uploadFile(http, new File([new Uint8Array(10)], 'me.jpg'), { use: 'avatar', transport: async () => undefined });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/user/adv/info/file/upload/presigned-url',
      'PUT /api/user/files/upload/confirm',
    ]);
  });

  it('refuses before any call a type or size the use does not accept', async () => {
    const { http, calls } = fakeHttp({});
    const tooBig = new File([new Uint8Array(2 * MB)], 'me.png');
    await expect(uploadFile(http, tooBig, { use: 'profile_photo', transport: async () => undefined })).rejects.toMatchObject({
      status: 422,
      errors: [{ field: 'file', code: 'file_photo_invalid' }],
    });
    await expect(uploadFile(http, new File(['x'], 'tool.exe'), { use: 'attachment' })).rejects.toMatchObject({
      errors: [{ code: 'file_invalid' }],
    });
    expect(calls).toHaveLength(0);
  });

  it('an upload refused as too large carries the use’s message code; the confirm is not sent', async () => {
    const { http, calls } = fakeHttp({ 'files.presignedUrl': { items: [ITEM] } });
    const transport = async () => {
      throw new ApiError(413, 'payload_too_large', 'too large');
    };
    await expect(uploadFile(http, new File(['x'], 'a.png'), { transport })).rejects.toMatchObject({
      status: 413,
      errors: [{ field: 'file', code: 'file_invalid' }],
    });
    expect(calls).toHaveLength(1);
  });
});

describe('downloadFile', () => {
  it('opens the signed url; failures are swallowed', async () => {
    const opened: string[] = [];
    const ok = fakeHttp({ 'files.download': { url: 'http://store/d?sig' } });
    expect(await downloadFile(ok.http, 7, (u) => opened.push(u))).toBe(true);
    expect(ok.calls[0]!.input).toEqual({ query: { file: '7' } });
    expect(opened).toEqual(['http://store/d?sig']);
    const bad = fakeHttp({ 'files.download': new ApiError(404, 'not_found', 'x') });
    expect(await downloadFile(bad.http, 8, (u) => opened.push(u))).toBe(false);
    expect(opened).toHaveLength(1);
  });
});

describe('xhrTransport', () => {
  function fakeXhr(status: number, responseText = '') {
    const xhr: XhrLike & { sent?: FormData; opened?: string } = {
      upload: { onprogress: null },
      onload: null,
      onerror: null,
      onabort: null,
      status,
      responseText,
      open: (method, url) => void (xhr.opened = `${method} ${url}`),
      send: (body) => {
        xhr.sent = body;
        xhr.upload.onprogress?.({ loaded: 1, total: 3, lengthComputable: true });
        xhr.upload.onprogress?.({ loaded: 3, total: 3, lengthComputable: true });
        queueMicrotask(() => xhr.onload?.());
      },
      abort: () => xhr.onabort?.(),
    };
    return xhr;
  }

  it('reports progress and resolves on 204', async () => {
    const xhr = fakeXhr(204);
    const seen: number[] = [];
    await xhrTransport(() => xhr)({ url: 'http://store/u', form: new FormData(), onProgress: (p) => seen.push(p.percent) });
    expect(xhr.opened).toBe('POST http://store/u');
    expect(seen).toEqual([33, 100]);
  });

  it('rejects with the JSON error of our store and the XML code of S3', async () => {
    await expect(
      xhrTransport(() => fakeXhr(403, '{"code":"forbidden","message":"Upload policy has expired","errors":[]}'))({
        url: 'u',
        form: new FormData(),
      }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    await expect(
      xhrTransport(() => fakeXhr(400, '<Error><Code>EntityTooLarge</Code></Error>'))({ url: 'u', form: new FormData() }),
    ).rejects.toMatchObject({ code: 'EntityTooLarge' });
  });

  it('the caller’s signal aborts the request', async () => {
    const controller = new AbortController();
    const xhr = fakeXhr(204);
    xhr.send = () => controller.abort();
    await expect(xhrTransport(() => xhr)({ url: 'u', form: new FormData(), signal: controller.signal })).rejects.toMatchObject({
      code: 'aborted',
    });
  });
});
