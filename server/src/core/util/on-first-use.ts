import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import type PDFKitModule from 'pdfkit';
import type BwipModule from 'bwip-js';

// The heavy libraries of files and labels, loaded on their first use rather than at every start: exceljs, pdfkit and
// bwip-js took ~600 ms of a server's ~2 s start (docs/testing.md, "What a hub's start costs"), and only spreadsheets,
// PDFs and barcodes need them. Each is loaded once; the types come from the usual imports.
const load = createRequire(__filename);
let excel: typeof ExcelJSModule | undefined;
let pdf: typeof PDFKitModule | undefined;
let bwip: typeof BwipModule | undefined;

export const exceljs = (): typeof ExcelJSModule => (excel ??= load('exceljs') as typeof ExcelJSModule);
export const pdfkit = (): typeof PDFKitModule => (pdf ??= load('pdfkit') as typeof PDFKitModule);
export const bwipjs = (): typeof BwipModule => (bwip ??= load('bwip-js') as typeof BwipModule);
