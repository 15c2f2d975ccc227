import { describe, expect, it } from 'vitest';
import { createS3Storage, s3OptionsFromEnv } from './s3.ts';
import { presignUrl, signPostPolicy, signingKey } from './sigv4.ts';

/** Example credentials of the AWS documentation. */
const AWS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

describe('SigV4 against the AWS published examples', () => {
  it('POST policy: "Example: Browser-Based Upload using HTTP POST (Using AWS Signature Version 4)"', () => {
    const policy =
      'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
    expect(signPostPolicy(AWS, policy, '20151229')).toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
  });

  it('presigned GET: "Authenticating Requests: Using Query Parameters" (examplebucket/test.txt)', () => {
    const url = presignUrl(AWS, 'GET', 'https://examplebucket.s3.amazonaws.com/test.txt', {
      date: new Date('2013-05-24T00:00:00Z'),
      expiresSeconds: 86400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('the signing key changes with the day', () => {
    expect(signingKey('s', '20240101', 'us-east-1').equals(signingKey('s', '20240102', 'us-east-1'))).toBe(false);
  });
});

describe('S3 adapter', () => {
  const s3 = createS3Storage({
    ...AWS,
    endpoint: 'http://minio.local:9000',
    bucket: 'brand-files',
    pathStyle: true,
    now: () => new Date('2025-01-02T03:04:05Z'),
  });

  it('presigns a POST form whose policy pins bucket, key, content type and size', async () => {
    const { url, fields } = await s3.presignUpload({
      key: 'files/1/abc/a.png',
      contentType: 'image/png',
      maxBytes: 2048,
      expiresSeconds: 600,
    });
    expect(url).toBe('http://minio.local:9000/brand-files/');
    const policy = JSON.parse(Buffer.from(fields.policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.expiration).toBe('2025-01-02T03:14:05.000Z');
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'brand-files' },
        { key: 'files/1/abc/a.png' },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, 2048],
      ]),
    );
    expect(fields['x-amz-credential']).toBe('AKIAIOSFODNN7EXAMPLE/20250102/us-east-1/s3/aws4_request');
    expect(fields['x-amz-signature']).toBe(signPostPolicy(AWS, fields.policy!, '20250102'));
  });

  it('signs the download disposition so the browser saves under the original name', async () => {
    const url = new URL(await s3.signedDownloadUrl('files/1/abc/a.png', 300, { fileName: 'Ảnh đại diện.png' }));
    expect(url.pathname).toBe('/brand-files/files/1/abc/a.png');
    expect(url.searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''%E1%BA%A2nh");
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('is selected only when endpoint, bucket and both keys are set', () => {
    expect(s3OptionsFromEnv({ S3_URL: 'http://x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toBeNull();
    const aws = s3OptionsFromEnv({
      S3_URL: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_REGION: 'eu-central-1',
    });
    expect(aws).toMatchObject({ pathStyle: false, region: 'eu-central-1' });
    expect(
      s3OptionsFromEnv({ S3_URL: 'http://minio:9000/', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    ).toMatchObject({ pathStyle: true, endpoint: 'http://minio:9000' });
  });
});
