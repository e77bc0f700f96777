import { crc32, deflateRawSync } from 'node:zlib';

/**
 * ZIP archives written by hand (no dependency), and the Office Open XML files (docx, xlsx, pptx)
 * real producers write with them, for the file-kind tests.
 */

export interface ZipEntry {
  name: string;
  content: Buffer | string;
}

export interface ZipOptions {
  /** Deflate the entries (Office does); stored otherwise. */
  deflate?: boolean;
  /** Sizes and CRC in a data descriptor after each entry's data, zero in its header (streaming writers). */
  dataDescriptor?: boolean;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/** A ZIP archive: local headers and data in order, then the central directory and its end record. */
export function zipArchive(entries: readonly ZipEntry[], options: ZipOptions = {}): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = Buffer.from(entry.content);
    const data = options.deflate ? deflateRawSync(raw) : raw;
    const crc = crc32(raw);
    const method = options.deflate ? 8 : 0;
    const flags = 0x0800 | (options.dataDescriptor ? 0x0008 : 0);
    const sizes = options.dataDescriptor ? [u32(0), u32(0), u32(0)] : [u32(crc), u32(data.length), u32(raw.length)];
    const header = Buffer.concat([
      u32(0x04034b50),
      u16(20),
      u16(flags),
      u16(method),
      u32(0),
      ...sizes,
      u16(name.length),
      u16(0),
      name,
    ]);
    const descriptor = options.dataDescriptor
      ? Buffer.concat([u32(0x08074b50), u32(crc), u32(data.length), u32(raw.length)])
      : Buffer.alloc(0);
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        u16(flags),
        u16(method),
        u32(0),
        u32(crc),
        u32(data.length),
        u32(raw.length),
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    local.push(header, data, descriptor);
    offset += header.length + data.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...local, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const OFFICE = 'application/vnd.openxmlformats-officedocument';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a minimal, valid package of each type: main part, its content type and XML. */
const PACKAGES = {
  docx: {
    main: 'word/document.xml',
    type: `${OFFICE}.wordprocessingml.document.main+xml`,
    xml: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Leak in 4B</w:t></w:r></w:p></w:body></w:document>`,
  },
  xlsx: {
    main: 'xl/workbook.xml',
    type: `${OFFICE}.spreadsheetml.sheet.main+xml`,
    xml: `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Units" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  },
  pptx: {
    main: 'ppt/presentation.xml',
    type: `${OFFICE}.presentationml.presentation.main+xml`,
    xml: `${XML}<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>`,
  },
} as const;

export type OfficeType = keyof typeof PACKAGES;

export interface OfficeOptions extends ZipOptions {
  /** Where `[Content_Types].xml` goes: first (Microsoft Office) or last (LibreOffice). */
  contentTypes?: 'first' | 'last';
  /** Entries written before the main part (a picture, say). */
  before?: readonly ZipEntry[];
}

/** An Office Open XML file of the type, with its package parts, as Office or LibreOffice orders them. */
export function officeFile(type: OfficeType, options: OfficeOptions = {}): Buffer {
  const pkg = PACKAGES[type];
  const contentTypes: ZipEntry = {
    name: '[Content_Types].xml',
    content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/${pkg.main}" ContentType="${pkg.type}"/></Types>`,
  };
  const rels: ZipEntry = {
    name: '_rels/.rels',
    content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="${pkg.main}"/></Relationships>`,
  };
  const parts = [rels, ...(options.before ?? []), { name: pkg.main, content: pkg.xml }];
  const entries = options.contentTypes === 'last' ? [...parts, contentTypes] : [contentTypes, ...parts];
  return zipArchive(entries, { deflate: options.deflate ?? true, dataDescriptor: options.dataDescriptor });
}
