import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiMessagesText } from '../../../src/domain/i18n/en/api-messages.ts';
import { apiMessages } from '../../../src/domain/i18n/es/api-messages.ts';
import { translateApiMessage } from '../../../src/server/i18n/translate.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The English leaves of a message object: its strings, and its templates called with a sample value. */
function englishLeaves(value: unknown, name: string): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function') return [[`${name}(…)`, (value as (...args: string[]) => string)('Sample value')]];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => englishLeaves(inner, `${name}.${key}`));
  }
  return [];
}

/** Every exported object of messages of schemas/ and src/domain/ (`*_MESSAGES`, `*_REFUSALS`, `*_PROBLEMS`), found by reading the sources. */
async function messageObjects(): Promise<[string, unknown][]> {
  const files = [...sourceFiles(path.join(ROOT, 'schemas')), ...sourceFiles(path.join(ROOT, 'src/domain'))].filter(
    (file) => !file.includes(`${path.sep}i18n${path.sep}`),
  );
  const found: [string, unknown][] = [];
  for (const file of files) {
    const names = [
      ...fs.readFileSync(file, 'utf8').matchAll(/export const (\w+_(?:MESSAGES|REFUSALS|PROBLEMS))\b/g),
    ].map((match) => match[1] as string);
    if (names.length === 0) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const name of names) found.push([`${path.relative(ROOT, file)} ${name}`, module[name]]);
  }
  return found;
}

describe('the API messages in Spanish', () => {
  it('translate every English message of the message constants (a new one needs its Spanish)', async () => {
    const objects = await messageObjects();
    expect(objects.length).toBeGreaterThan(20);
    const untranslated = objects
      .flatMap(([name, object]) => englishLeaves(object, name))
      .filter(([, english]) => translateApiMessage(english, 'es') === english)
      .map(([name, english]) => `${name}: ${english}`);
    expect(untranslated).toEqual([]);
  });

  it("translate every message literal the server's and the domain's code send (errors, field errors, refusals)", () => {
    const literal = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
    const senders = [
      String.raw`\bmessage:\s*${literal}`,
      String.raw`\binvalidField\(\s*[^,()]+,\s*${literal}\s*\)`,
      String.raw`new (?:BadRequest|NotFound|Forbidden|Unauthorized|TooManyRequests)Error\(\s*${literal}`,
      String.raw`new AppError\(\s*\d+,\s*${literal}`,
      String.raw`failureReason:\s*${literal}`,
    ].map((source) => new RegExp(source, 'g'));
    const untranslated = new Set<string>();
    const files = [...sourceFiles(path.join(ROOT, 'src/server')), ...sourceFiles(path.join(ROOT, 'src/domain'))].filter(
      (file) => !file.includes(`${path.sep}i18n${path.sep}`),
    );
    for (const file of files) {
      // Comments (on lines of their own) quote messages as examples.
      const source = fs
        .readFileSync(file, 'utf8')
        .replace(/^\s*\/\*[\s\S]*?\*\//gm, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const sender of senders) {
        for (const match of source.matchAll(sender)) {
          const english = JSON.parse(`"${(match[1] as string).slice(1, -1).replaceAll('"', '\\"')}"`) as string;
          if (translateApiMessage(english, 'es') === english)
            untranslated.add(`${path.relative(ROOT, file)}: ${english}`);
        }
      }
    }
    expect([...untranslated]).toEqual([]);
  });

  it('give one Spanish to one English (a message is found by its English)', () => {
    const spanishOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const [key, english] of Object.entries(apiMessagesText.en)) {
      const known = spanishOf.get(english);
      if (known !== undefined && known !== apiMessages[key as keyof typeof apiMessages]) clashes.push(english);
      spanishOf.set(english, apiMessages[key as keyof typeof apiMessages]);
    }
    expect(clashes).toEqual([]);
  });
});

describe('translateApiMessage', () => {
  it('translates a known message, and leaves English and unknown text as they are', () => {
    expect(translateApiMessage('Person Saved.', 'es')).toBe('Persona guardada.');
    expect(translateApiMessage('Person Saved.', 'en')).toBe('Person Saved.');
    expect(translateApiMessage('Something nobody wrote', 'es')).toBe('Something nobody wrote');
    expect(translateApiMessage('', 'es')).toBe('');
  });

  it('matches a message with values by its pattern and carries the values over', () => {
    expect(translateApiMessage('Invoices Saved sucessfully', 'es')).toBe('Invoices se guardó correctamente');
    expect(translateApiMessage('A person with the e-mail Manager@Harbor.example already exists.', 'es')).toBe(
      'Ya existe una persona con el correo electrónico Manager@Harbor.example.',
    );
    expect(translateApiMessage('must be at least 3 characters', 'es')).toBe('debe tener al menos 3 caracteres');
    expect(translateApiMessage('A folder named "Roof (2024)" already exists here.', 'es')).toBe(
      'Ya existe aquí una carpeta llamada "Roof (2024)".',
    );
    expect(translateApiMessage('(555) 12 is not a valid phone number', 'es')).toBe(
      '(555) 12 no es un número de teléfono válido',
    );
  });

  it('translates the words filled into a {{…Words}} placeholder from the message pieces, and only there', async () => {
    const { decideFileKind } = await import('../../../src/server/files/file-kind.ts');
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const refused = decideFileKind('photo.jpg', undefined, html);
    expect(refused).toEqual({
      ok: false,
      message: "'photo.jpg' is not an image: its content is HTML, XML or a script.",
    });
    expect(translateApiMessage(refused.ok ? '' : refused.message, 'es')).toBe(
      "'photo.jpg' no es una imagen: su contenido es HTML, XML o un script.",
    );
    // A piece within a piece: the kind inside 'an image (png)'.
    expect(translateApiMessage("'report.pdf' is not a document: its content is an image (png).", 'es')).toBe(
      "'report.pdf' no es un documento: su contenido es una imagen (png).",
    );
    expect(translateApiMessage("'clip.txt' cannot be uploaded here: it must be an image or a video.", 'es')).toBe(
      "'clip.txt' no se puede cargar aquí: debe ser una imagen o un video.",
    );
    // Words the pieces do not know stay as they are (a file name is never translated).
    expect(translateApiMessage("'an image' is not a video: its content is pdf (application/pdf).", 'es')).toBe(
      "'an image' no es un video: su contenido es pdf (application/pdf).",
    );
    // A piece is never a whole message: 'x or y' is not matched outside its placeholder.
    expect(translateApiMessage('tea or coffee', 'es')).toBe('tea or coffee');
  });

  it('prefers the more specific message to a looser pattern', () => {
    expect(translateApiMessage('must be a valid e-mail address', 'es')).toBe(
      'debe ser una dirección de correo electrónico válida',
    );
    expect(translateApiMessage('must have at least 1 item', 'es')).toBe('debe tener al menos 1 elemento');
    expect(translateApiMessage('must have at least 2 items', 'es')).toBe('debe tener al menos 2 elementos');
  });

  it("translates a 400's message written as the field then its message, keeping the field's name", () => {
    expect(translateApiMessage('name is required', 'es')).toBe('name es obligatorio');
    expect(translateApiMessage('details.phone must be at most 20 characters', 'es')).toBe(
      'details.phone debe tener como máximo 20 caracteres',
    );
    expect(translateApiMessage('name unknown words', 'es')).toBe('name unknown words');
  });

  it("translates an import row's problem after its column's title, a sentence again", () => {
    expect(translateApiMessage('Property Group must be yes or no.', 'es')).toBe('Property Group debe ser yes o no.');
    expect(translateApiMessage('Phone: 555 is not a valid phone number.', 'es')).toBe(
      'Phone: 555 no es un número de teléfono válido.',
    );
    expect(translateApiMessage("The file has no column 'E-mail' (chosen for Email).", 'es')).toBe(
      "El archivo no tiene la columna 'E-mail' (elegida para Email).",
    );
  });
});
