/**
 * Sample PDFs: one or two A4 pages in the standard Helvetica font (no font
 * file embedded, so each is a few KB). Each names itself after its file or the
 * record that links it, says plainly that it is sample material, and describes
 * in a few lines what the real document would contain.
 */
import {PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage} from 'pdf-lib';
import type {AssetContext} from './data-context';

/** What the PDF generator needs besides the path. */
export interface PdfInput {
  readonly assetPath: string;
  readonly universityName: string;
  readonly siteHost: string;
  readonly context?: AssetContext;
  /** Words written in capitals in titles (program tags, accreditation bodies). */
  readonly acronyms: readonly string[];
}

const KNOWN_ACRONYMS = [
  'BA',
  'BBA',
  'BCS',
  'BSc',
  'CV',
  'FAQ',
  'HR',
  'IACBE',
  'ACBSP',
  'ICT',
  'IT',
  'LLB',
  'LLM',
  'MA',
  'MBA',
  'MoHE',
  'MSc',
  'PhD',
  'SDG',
  'SDGs',
  'ICAMR',
  'NCAI',
  'ACHEDA',
  'MPA',
  'MPH',
];
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to']);

/** Turns a file name such as `inspire-issue-3` into a title such as "Inspire — Issue 3". */
export function titleFromFileName(fileName: string, acronyms: readonly string[] = []): string {
  const lookup = new Map([...KNOWN_ACRONYMS, ...acronyms].map((word) => [word.toLowerCase(), word]));
  const words = (part: string): string =>
    part
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word, index) => {
        const lower = word.toLowerCase();
        if (lookup.has(lower)) return lookup.get(lower)!;
        if (/^\d+$/.test(word)) return String(Number(word));
        if (index > 0 && SMALL_WORDS.has(lower)) return lower;
        return lower.charAt(0).toUpperCase() + lower.slice(1);
      })
      .join(' ')
      // "2024 2028" in a file name is a period: "2024–2028".
      .replace(/\b(\d{4}) (\d{4})\b/g, '$1–$2');
  const base = fileName.replace(/\.pdf$/i, '');
  const numbered = /^(.+?)[-_](issue|volume|vol|no|number|part)[-_]?(\d+)$/i.exec(base);
  if (numbered) {
    const kind = numbered[2].toLowerCase() === 'vol' ? 'Volume' : words(numbered[2]);
    return `${words(numbered[1])} — ${kind} ${Number(numbered[3])}`;
  }
  const publication = /^pub[-_]?(\d+)$/i.exec(base);
  if (publication) return `Publication ${Number(publication[1])}`;
  return words(base);
}

interface Description {
  readonly summary: string;
  readonly contents: readonly string[];
  /** Optional second page: a heading and short entries. */
  readonly secondPage?: {readonly heading: string; readonly entries: readonly string[]};
}

// What a real document of each sort would hold; matched on the file name, then the folder.
const BY_KEYWORD: ReadonlyArray<readonly [RegExp, Description]> = [
  [
    /curriculum|study-?plan|courses|structure/,
    {
      summary: 'This document would set out how the program is built, semester by semester.',
      contents: [
        'the list of core, general and elective courses with their credit hours',
        'the order in which courses are taken and their prerequisites',
        'the thesis or capstone project and how it is supervised and assessed',
        'the number of credits needed to graduate',
      ],
    },
  ],
  [
    /fee|tuition|financial/,
    {
      summary: 'This document would explain what studying costs and how payment works.',
      contents: [
        'the fee per credit hour and the admission fee charged each semester',
        'the total tuition of the program and how it is spread over the semesters',
        'payment deadlines, instalments and the refund rules',
        'scholarships and discounts, and how to apply for them',
      ],
    },
  ],
  [
    /handbook|guide|regulation|policy|rules|bylaw/,
    {
      summary: 'This document would collect the rules and guidance that students and staff follow.',
      contents: [
        'rights and responsibilities of students and staff',
        'attendance, examinations, grading and academic integrity',
        'how to raise a question, an appeal or a complaint',
        'the offices that can help, and how to reach them',
      ],
    },
  ],
  [
    /strategic|plan|framework|objective/,
    {
      summary: 'This document would describe where the university is heading over the coming years and how it will get there.',
      contents: [
        'the vision, mission and values the plan rests on',
        'strategic objectives for teaching, research and community service',
        'the actions, owners and timelines for each objective',
        'how progress is measured and reported to the university community',
      ],
    },
  ],
  [
    /abstract|proceeding|program-?book|booklet|concept|agenda|conference/,
    {
      summary: 'This document would accompany a conference held at the university.',
      contents: [
        'the theme of the conference and why it matters for Afghanistan',
        'the agenda: sessions, rooms and times',
        'the abstracts of the accepted papers with their authors',
        'the organising committee and the secretariat contacts',
      ],
    },
  ],
  [
    /certificate|accredit|disclosure|release|report|ranking/,
    {
      summary: 'This document would record an accreditation, a review or a public report of the university.',
      contents: [
        'the body that issued it and the period it covers',
        'the programs or units it applies to',
        'key findings, figures and outcomes',
        'how the university follows up on the recommendations',
      ],
    },
  ],
  [
    /letter|message/,
    {
      summary: 'This document would carry a letter from the university leadership to its community.',
      contents: [
        'the occasion of the letter',
        'the achievements and challenges of the past period',
        'priorities for the time ahead',
        'an invitation to students, staff and partners to take part',
      ],
    },
  ],
  [
    /form|application|template/,
    {
      summary: 'This document would be a form to fill in and hand to the responsible office.',
      contents: [
        "the applicant's personal and contact details",
        'the program, service or request concerned',
        'the documents to attach',
        'where and by when to submit the form',
      ],
    },
  ],
];

const BY_FOLDER: Record<string, Description> = {
  inspire: {
    summary: 'Inspire is the staff magazine of the university. An issue would share news from offices and faculties, and the people behind them.',
    contents: [
      'a message from the university leadership',
      'stories of staff members and the teams they work in',
      'the employees of the month and what earned them the title',
      'learning and development opportunities for staff',
    ],
    secondPage: {
      heading: 'In this issue',
      entries: [
        'Around campus: what changed in classrooms, labs and the library this season.',
        'Meet the team: a day with one of the administrative offices.',
        'Teaching notes: lecturers share a method that worked in their classes.',
        'Calendar: trainings, events and important dates for the coming months.',
      ],
    },
  },
  publications: {
    summary: "This document would be a research paper written by members of the university's faculty.",
    contents: [
      'an abstract summarising the question, method and findings',
      'a review of earlier work on the subject',
      'the method, the data and the results',
      'a discussion of what the results mean, and the references',
    ],
  },
  programs: {
    summary: 'This document would give prospective and current students the details of an academic program.',
    contents: [
      'an overview of the program, its aims and who it is for',
      'the structure of courses and credit hours',
      'admission requirements and the fee structure',
      'career paths and further study open to graduates',
    ],
  },
  faculties: {
    summary: "This document would present one of the university's faculties.",
    contents: [
      'a message from the dean',
      "the faculty's programs and their lecturers",
      'research groups, partnerships and student activities',
      'contacts of the faculty office',
    ],
  },
};

const GENERAL: Description = {
  summary: 'This document would give visitors the full details behind the web page that links to it.',
  contents: ['background and purpose', 'the main facts, figures and dates', 'who is responsible and how to get in touch'],
};

function describe(assetPath: string, context: AssetContext | undefined): Description {
  const [, , folder = ''] = assetPath.split('/');
  const fileName = assetPath.slice(assetPath.lastIndexOf('/') + 1).toLowerCase();
  const entity = context?.entity ?? '';
  if (folder === 'inspire' || entity === 'inspires') return BY_FOLDER.inspire;
  if (folder === 'publications' || entity === 'publications') return BY_FOLDER.publications;
  for (const [pattern, description] of BY_KEYWORD) {
    if (pattern.test(fileName) || (context?.fileLabel && pattern.test(context.fileLabel.toLowerCase()))) return description;
  }
  return BY_FOLDER[folder] ?? BY_FOLDER[entity] ?? GENERAL;
}

/** Title and subtitle lines for a PDF, from its data record when one links it. */
export function pdfTitle(input: PdfInput): {title: string; subtitle: string[]} {
  const {assetPath, context, acronyms} = input;
  const fromName = titleFromFileName(assetPath.slice(assetPath.lastIndexOf('/') + 1), acronyms);
  if (!context?.recordTitle) return {title: fromName, subtitle: []};
  if (context.entity === 'publications') {
    const details = [context.journal, context.year ? String(context.year) : undefined].filter(Boolean).join(', ');
    return {title: context.recordTitle, subtitle: [context.authors, details].filter((line): line is string => !!line)};
  }
  if (context.fileLabel) return {title: `${context.recordTitle} — ${context.fileLabel}`, subtitle: []};
  if (context.entity === 'inspires') return {title: context.recordTitle, subtitle: []};
  return {title: fromName, subtitle: [context.recordTitle]};
}

const INK = rgb(0.08, 0.13, 0.17);
const MUTED = rgb(0.33, 0.38, 0.42);
const PRIMARY = rgb(0x0b / 255, 0x4f / 255, 0x6c / 255);
const ACCENT = rgb(0xf2 / 255, 0xa9 / 255, 0);
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
// PDF dates are part of the bytes; a fixed one keeps runs identical.
const FIXED_DATE = new Date(Date.UTC(2025, 0, 1));

/** Keeps only characters Helvetica (WinAnsi) can draw; accents are dropped, others become '?'. */
function encodable(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...value.normalize('NFC')]
    .map((char) => {
      if (supported.has(char.codePointAt(0)!)) return char;
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    })
    .join('');
}

function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the sample PDF for one `/files/...pdf` path. */
export async function renderPdf(input: PdfInput): Promise<Uint8Array> {
  // updateMetadata: false stops pdf-lib stamping the current time and its own producer.
  const doc = await PDFDocument.create({updateMetadata: false});
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const {title, subtitle} = pdfTitle(input);
  const description = describe(input.assetPath, input.context);
  const width = PAGE[0] - 2 * MARGIN;
  const safe = (font: PDFFont, value: string): string => encodable(font, value);

  doc.setTitle(safe(regular, title));
  doc.setAuthor(safe(regular, `${input.universityName} (sample)`));
  doc.setSubject('Sample document generated for the university website');
  doc.setCreator('scripts/generate-assets.ts');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const newPage = (): {page: PDFPage; y: number} => {
    const page = doc.addPage(PAGE);
    page.drawRectangle({x: 0, y: PAGE[1] - 64, width: PAGE[0], height: 64, color: PRIMARY});
    page.drawRectangle({x: 0, y: PAGE[1] - 68, width: PAGE[0], height: 4, color: ACCENT});
    page.drawText(safe(bold, input.universityName), {x: MARGIN, y: PAGE[1] - 40, size: 15, font: bold, color: rgb(1, 1, 1)});
    const host = safe(regular, input.siteHost);
    page.drawText(host, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(host, 10),
      y: PAGE[1] - 39,
      size: 10,
      font: regular,
      color: rgb(0.85, 0.92, 0.95),
    });
    return {page, y: PAGE[1] - 120};
  };

  let {page, y} = newPage();
  const write = (value: string, font: PDFFont, size: number, color = INK, gapAfter = 0, indent = 0): void => {
    for (const line of wrap(font, safe(font, value), size, width - indent)) {
      page.drawText(line, {x: MARGIN + indent, y, size, font, color});
      y -= size * 1.45;
    }
    y -= gapAfter;
  };

  write(title, bold, 24, INK, 6);
  for (const line of subtitle) write(line, regular, 12, MUTED, 2);
  y -= 10;

  // The notice sits in a pale box so nobody mistakes the file for a real one.
  const notice = `Sample material of ${input.universityName}, a sample university invented for this website. This is not a real document: it stands in for the file the page links to.`;
  const noticeLines = wrap(italic, safe(italic, notice), 10.5, width - 24);
  const boxHeight = noticeLines.length * 15 + 16;
  page.drawRectangle({x: MARGIN, y: y - boxHeight + 12, width, height: boxHeight, color: rgb(0.93, 0.96, 0.97)});
  page.drawRectangle({x: MARGIN, y: y - boxHeight + 12, width: 3, height: boxHeight, color: PRIMARY});
  y -= 4;
  for (const line of noticeLines) {
    page.drawText(line, {x: MARGIN + 14, y, size: 10.5, font: italic, color: MUTED});
    y -= 15;
  }
  y -= 28;

  write('About this document', bold, 14, PRIMARY, 4);
  write(description.summary, regular, 11, INK, 14);
  write('What the full document would contain', bold, 14, PRIMARY, 4);
  for (const item of description.contents) {
    page.drawCircle({x: MARGIN + 4, y: y + 3.5, size: 2, color: ACCENT});
    write(`${item.charAt(0).toUpperCase()}${item.slice(1)}.`, regular, 11, INK, 3, 14);
  }

  if (description.secondPage) {
    ({page, y} = newPage());
    write(description.secondPage.heading, bold, 18, PRIMARY, 10);
    for (const entry of description.secondPage.entries) write(entry, regular, 11, INK, 10);
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const footer = `Sample document  ·  ${input.universityName}  ·  page ${index + 1} of ${pages.length}`;
    each.drawText(safe(regular, footer), {x: MARGIN, y: 36, size: 9, font: regular, color: MUTED});
  });

  return doc.save();
}
