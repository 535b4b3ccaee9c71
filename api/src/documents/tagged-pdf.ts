// Tagged PDFs (PDF/UA-1, issue 30 item 4): what a screen reader needs of an invoice or a diploma. Every
// piece of text is marked content inside a structure element (H1, P, Table/TR/TH/TD, Figure with its
// alternative text) of one Document element, in reading order; frames, rules and bands are artifacts,
// which assistive technology skips. The document names its language and shows its title, and its XMP
// metadata says PDF/UA-1 (pdfkit writes it for `subset: 'PDF/UA'`).
import PDFDocument from 'pdfkit';

/**
 * The options that make pdfkit write a tagged PDF/UA-1 document. pdfkit supports `subset: 'PDF/UA'`
 * (it writes the pdfuaid XMP entry); @types/pdfkit only lists the PDF/A subsets, hence the cast.
 */
export const TAGGED_PDF_OPTIONS = {
  pdfVersion: '1.7',
  subset: 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets,
  tagged: true,
  displayTitle: true,
} satisfies PDFKit.PDFDocumentOptions;

export type StructType = 'H1' | 'H2' | 'P' | 'Table' | 'THead' | 'TBody' | 'TR' | 'TH' | 'TD' | 'Figure' | 'Sect' | 'L' | 'LI';
type Struct = PDFKit.PDFStructureElement;

/**
 * The structure of one document: `element` draws text inside a structure element under `parent` (the
 * Document by default), `group` makes a container (a table, a row, a section) to put elements in, and
 * `artifact` draws what is decoration. Call `end` before `doc.end()`.
 */
export function documentStructure(doc: PDFKit.PDFDocument) {
  const root = doc.struct('Document');
  doc.addStructure(root);
  return {
    root,
    element(type: StructType, draw: () => void, options: { alt?: string; parent?: Struct } = {}): void {
      const { parent = root, alt } = options;
      parent.add(doc.struct(type, alt ? { alt } : {}, draw));
    },
    group(type: StructType, parent: Struct = root): Struct {
      const group = doc.struct(type);
      parent.add(group);
      return group;
    },
    artifact(draw: () => void): void {
      doc.markContent('Artifact');
      draw();
      doc.endMarkedContent();
    },
    end(): void {
      root.end();
    },
  };
}

export type DocumentStructure = ReturnType<typeof documentStructure>;

/** A pdfkit document with the tagged-PDF options and the given ones. */
export function taggedPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  return new PDFDocument({ ...options, ...TAGGED_PDF_OPTIONS });
}
