import { docxBytes, exeBytes, pdfBytes, zipBytes } from '../test/leads.ts';
import { cleanFilename, detectCvType, isDocx } from './file-type.ts';

describe('detectCvType', () => {
  it('given a PDF, should say application/pdf whatever its size', () => {
    expect(detectCvType(new TextEncoder().encode('%PDF-'))).toBe('application/pdf');
    expect(detectCvType(pdfBytes(10_000))).toBe('application/pdf');
  });

  it('given a ZIP whose directory names word/document.xml, should say DOCX', () => {
    expect(detectCvType(docxBytes())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('given a program, plain text, an empty file or an ordinary ZIP, should say nothing', () => {
    expect(detectCvType(exeBytes())).toBeUndefined();
    expect(detectCvType(new TextEncoder().encode('PDF-1.7 but no percent'))).toBeUndefined();
    expect(detectCvType(new Uint8Array())).toBeUndefined();
    expect(detectCvType(zipBytes({ 'word.xml': 'x', 'document.xml': 'y' }))).toBeUndefined();
  });

  it('given a broken ZIP (cut short, or lying about its directory), should not crash and say no', () => {
    const docx = docxBytes();
    expect(isDocx(docx.subarray(0, docx.length - 10))).toBe(false);
    expect(isDocx(docx.subarray(0, 40))).toBe(false);
    const lying = docx.slice();
    new DataView(lying.buffer).setUint32(lying.length - 6, 0xffffff00, true); // directory offset
    expect(isDocx(lying)).toBe(false);
  });
});

describe('cleanFilename', () => {
  it('given paths and control characters, should keep the plain name', () => {
    expect(cleanFilename('C:\\fakepath\\My CV.pdf')).toBe('My CV.pdf');
    expect(cleanFilename('../../x\r\n.pdf')).toBe('x.pdf');
    expect(cleanFilename('a'.repeat(300))).toHaveLength(200);
  });
});
