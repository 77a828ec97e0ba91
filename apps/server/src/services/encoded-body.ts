/** A body made once and sent many times: as is, in both encodings, and its ETag. */
export interface EncodedBody {
  readonly plain: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  readonly etag: string;
}
