import { fullFormats } from 'ajv-formats/dist/formats.js';
import { SCHEMA_FORMATS } from '../../../domain/common/phone.ts';

/**
 * The function formats the precompiled validators call by name (see precompile.ts): ajv-formats'
 * own (as RJSF's ajv has them) and the app's ('us-phone'), the same functions the server's ajv uses.
 */
const formats: Record<string, unknown> = { ...fullFormats, ...SCHEMA_FORMATS };

export default formats;
