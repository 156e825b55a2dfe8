/**
 * ACHEDA 2024, the annual conference on higher education development, held
 * on 15 January 2025 (spec 2 "Conference pages", §5, §9): six tabs, the
 * agenda from 8:00 AM to 4:30 PM, the secretariat, a book of abstracts,
 * 10 photos and the concept note.
 *
 * Translators: change only the `fa` and `ps` texts. Papers and abstracts stay
 * in the language their authors wrote them in (`lang`). Every person, title
 * and e-mail here is an invented sample.
 */
import {identity} from '@site/src/config/identity';
import {achedaGuidelines} from './acheda';
import {campusAddress, factTerms, staffEmail, tabLabels, university, venues} from './common';
import {aboutUniversityFull} from './university';
import {at, day, defineConference, type Abstract} from './model';

const uniEn = university.en;
const uniFa = university.fa;
const uniPs = university.ps;

const abstracts: readonly Abstract[] = [
  {
    number: 1,
    session: 1,
    title: 'Quality Assurance in Private Universities: From Compliance to Improvement',
    authors: ['Shakila Ahmadi'],
    abstract:
      'Quality assurance in many Afghan private universities is understood as preparing documents for the ministry’s visits. Drawing on interviews with quality officers at ten universities, this paper shows how some have moved from compliance towards improvement: using student feedback to change courses, observing classes in pairs and tracking graduates. It proposes a simple internal cycle that small institutions can run with existing staff.',
    keywords: ['quality assurance', 'private universities', 'internal review'],
    affiliations: [`Quality Assurance Office, ${uniEn}`],
    contact: staffEmail('s.ahmadi'),
    lang: 'en',
  },
  {
    number: 2,
    session: 1,
    title: 'Outcome-Based Curriculum Design: Experience from a Business Program',
    authors: ['Javid Noorzai', 'Hadia Amini'],
    abstract:
      'This case study describes how a bachelor’s program in business administration was redesigned around learning outcomes. Faculty members wrote program outcomes with employers, mapped every course to them and replaced some final exams with projects. After two years, students reported clearer expectations and employers rated interns higher. The paper discusses the workload the change demanded and how it was shared.',
    keywords: ['curriculum design', 'learning outcomes', 'business education'],
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('j.noorzai'),
    lang: 'en',
  },
  {
    number: 3,
    session: 1,
    title: 'روش‌های تدریس فعال در صنف‌های پرجمعیت',
    authors: ['مریم شریفی'],
    abstract:
      'بسیاری از صنف‌های پوهنتون‌ها بیش از هشتاد محصل دارند و استادان معمولاً به لکچر بسنده می‌کنند. این تحقیق سه روش تدریس فعال – پرسش و پاسخ کوتاه، کار گروهی دونفره و آزمونک‌های پنج‌دقیقه‌ای – را در شش صنف پرجمعیت آزمایش کرد. حضور و اشتراک محصلان افزایش یافت و نمرات امتحان پایانی اندکی بهتر شد. این روش‌ها به امکانات اضافی نیاز ندارند.',
    keywords: ['تدریس فعال', 'صنف‌های پرجمعیت', 'اشتراک محصلان'],
    affiliations: [`پوهنځی علوم اجتماعی، ${uniFa}`],
    contact: staffEmail('m.sharifi'),
    lang: 'fa',
  },
  {
    number: 4,
    session: 1,
    title: 'Employability of Graduates: What Employers Say',
    authors: ['Hadia Amini'],
    abstract:
      'A survey of 90 employers in banking, telecommunications, non-governmental organisations and trade asked how well recent graduates are prepared for work. Employers valued graduates’ subject knowledge but found communication, report writing, teamwork and basic digital skills lacking. The paper recommends internships for credit, writing across the curriculum and employer participation in program advisory boards.',
    keywords: ['employability', 'graduate skills', 'employers'],
    subjectCodes: 'JEL: I23, J24',
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('h.amini'),
    lang: 'en',
  },
  {
    number: 5,
    session: 2,
    title: 'Building Research Capacity in Young Universities',
    authors: ['Homayoun Saberi'],
    abstract:
      'Young universities struggle to build a research culture while teaching loads are heavy. This paper reviews the university’s own experience over five years: small internal grants, a writing retreat each semester, mentoring by experienced researchers and rewards for publication in recognised journals. Publications rose from a handful to more than thirty a year. The paper discusses what worked, what did not, and what it cost.',
    keywords: ['research capacity', 'research culture', 'internal grants'],
    affiliations: [`Department of Research and Development, ${uniEn}`],
    contact: staffEmail('h.saberi'),
    lang: 'en',
  },
  {
    number: 6,
    session: 2,
    title: 'د لوړو زده کړو د مالي تمویل نوې لارې',
    authors: ['عبدالبصیر کاکړ'],
    abstract:
      'د افغانستان خصوصي پوهنتونونه تقریباً بشپړ د محصلینو پر فیسونو تکیه کوي، او دا حالت د زده کړې کیفیت او د بې وزلو محصلینو لاسرسی دواړه محدودوي. دا مقاله د نورو هېوادونو تجربې او د اسلامي مالي وسایلو لکه وقف امکانات څېړي. وړاندیز کېږي چې د پوهنتونونو لپاره د وقف صندوقونه، له صنعت سره ګډې څېړنیزې پروژې او د اړو محصلینو لپاره د بورسونو شفاف نظام جوړ شي.',
    keywords: ['لوړې زده کړې', 'مالي تمویل', 'وقف', 'بورسونه'],
    affiliations: [`د اقتصاد پوهنځی، ${uniPs}`],
    contact: staffEmail('a.kakar'),
    lang: 'ps',
  },
  {
    number: 7,
    session: 2,
    title: 'Blended Learning after the Pandemic: Lessons from Kabul',
    authors: ['Farhad Azizi'],
    abstract:
      'During the pandemic many universities moved teaching online in haste. This paper asks what remained afterwards. A survey of 160 lecturers and 600 students at four universities shows that recorded lectures and online quizzes stayed in use, while live online classes were largely abandoned because of unreliable connections and costs. A blended model with short recorded content and in-person practice is recommended.',
    keywords: ['blended learning', 'online teaching', 'post-pandemic'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('f.azizi'),
    lang: 'en',
  },
  {
    number: 8,
    session: 2,
    title: 'Library Services and Open Access Resources for Afghan Researchers',
    authors: ['Nilofar Jawhari'],
    abstract:
      'Subscriptions to journal databases are beyond the budget of most Afghan universities. This paper surveys the open access resources most useful to Afghan researchers in each field and reports on a training programme that taught 120 lecturers to find and evaluate them. After training, lecturers cited more recent and more relevant sources. University libraries can play a central role as guides to open knowledge.',
    keywords: ['academic libraries', 'open access', 'information literacy'],
    affiliations: [`Library, ${uniEn}`],
    contact: staffEmail('n.jawhari'),
    lang: 'en',
  },
];

const hall = venues.mainHall;

/** ACHEDA 2024, in the three languages. */
export const acheda2024 = defineConference({
  slug: 'acheda-2024',
  shortTitle: {en: 'ACHEDA 2024', fa: 'کنفرانس ACHEDA 2024', ps: 'د ACHEDA 2024 کنفرانس'},
  banner: {
    src: '/img/conferences/acheda-2024/banner.webp',
    width: 800,
    height: 450,
    facts: [
      {term: factTerms.date, detail: {en: 'Wednesday, 15 January 2025', fa: 'چهارشنبه، ۱۵ جنوری ۲۰۲۵', ps: 'چهارشنبه، ۱۵ جنوري ۲۰۲۵'}},
      {term: factTerms.venue, detail: {en: 'Main hall, main campus, Kabul', fa: 'سالون اصلی، کمپس مرکزی، کابل', ps: 'اصلي سالون، مرکزي کمپس، کابل'}},
      {term: factTerms.mode, detail: {en: 'In person', fa: 'حضوری', ps: 'حضوري'}},
    ],
  },
  tabsLabel: {en: 'ACHEDA 2024', fa: 'کنفرانس ACHEDA 2024', ps: 'د ACHEDA 2024 کنفرانس'},
  tabs: {
    university: {id: 'tab1', label: tabLabels.university},
    conference: {id: 'tab2', label: tabLabels.conference},
    agenda: {id: 'tab3', label: tabLabels.agenda},
    secretariat: {id: 'tab4', label: tabLabels.conferenceSecretariat},
    abstracts: {id: 'tab5', label: tabLabels.abstracts},
    images: {id: 'tab6', label: tabLabels.images},
  },

  university: aboutUniversityFull,

  about: [
    {
      heading: {en: 'About the conference', fa: 'دربارهٔ کنفرانس', ps: 'د کنفرانس په اړه'},
      paragraphs: [
        {
          en: 'The Annual Conference on Higher Education Development (ACHEDA) is where Afghan universities take stock of their own work. Lecturers, administrators, quality officers and students present research on teaching, curricula, quality assurance, research capacity and the financing of higher education, and discuss what universities can do better in the year ahead.',
          fa: 'کنفرانس سالانهٔ انکشاف تحصیلات عالی (ACHEDA) جایی است که پوهنتون‌های افغانستان کار خود را ارزیابی می‌کنند. استادان، کارمندان اداری، مسئولان تضمین کیفیت و محصلان تحقیقات خود را دربارهٔ تدریس، نصاب تحصیلی، تضمین کیفیت، ظرفیت تحقیقی و تمویل تحصیلات عالی ارائه می‌کنند و بحث می‌کنند که پوهنتون‌ها در سال پیش رو چه کارهایی را می‌توانند بهتر انجام دهند.',
          ps: 'د لوړو زده کړو د پراختیا کلنی کنفرانس (ACHEDA) هغه ځای دی چې د افغانستان پوهنتونونه پکې د خپل کار ارزونه کوي. استادان، اداري کارکوونکي، د کیفیت د تضمین مسؤلین او محصلین د تدریس، درسي نصاب، د کیفیت تضمین، څېړنیز ظرفیت او د لوړو زده کړو د تمویل په اړه خپلې څېړنې وړاندې کوي، او بحث کوي چې پوهنتونونه په راتلونکي کال کې کوم کارونه ښه کولی شي.',
        },
      ],
    },
    {
      heading: {en: 'Sub-themes', fa: 'محورهای فرعی', ps: 'فرعي محورونه'},
      list: [
        {en: 'Quality assurance and accreditation', fa: 'تضمین کیفیت و اعتباردهی', ps: 'د کیفیت تضمین او اعتبار'},
        {en: 'Curriculum, teaching and learning', fa: 'نصاب تحصیلی، تدریس و یادگیری', ps: 'درسي نصاب، تدریس او زده کړه'},
        {en: 'Graduate employability', fa: 'آمادگی فارغ‌التحصیلان برای بازار کار', ps: 'د کار بازار ته د فارغانو چمتووالی'},
        {en: 'Research capacity and publication', fa: 'ظرفیت تحقیقی و نشر', ps: 'څېړنیز ظرفیت او خپرونه'},
        {en: 'Governance and financing of universities', fa: 'حکومتداری و تمویل پوهنتون‌ها', ps: 'د پوهنتونونو اداره او تمویل'},
        {en: 'Technology in teaching and learning', fa: 'تکنالوژی در تدریس و یادگیری', ps: 'په تدریس او زده کړه کې ټکنالوژي'},
      ],
    },
    {
      heading: {en: 'Important dates', fa: 'تاریخ‌های مهم', ps: 'مهمې نېټې'},
      dates: [
        {label: {en: 'First draft', fa: 'نسخهٔ نخست', ps: 'لومړۍ مسوده'}, date: day('2024-11-30')},
        {label: {en: 'Reviewers’ feedback', fa: 'نظر داوران', ps: 'د بیاکتونکو نظر'}, date: day('2024-12-10')},
        {label: {en: 'Final paper', fa: 'مقالهٔ نهایی', ps: 'وروستۍ مقاله'}, date: day('2024-12-20')},
        {label: {en: 'Conference day', fa: 'روز کنفرانس', ps: 'د کنفرانس ورځ'}, date: day('2025-01-15', {weekday: true})},
      ],
    },
    achedaGuidelines,
    {
      heading: {en: 'Secretariat contact', fa: 'تماس با دارالانشا', ps: 'له دارالانشا سره اړیکه'},
      contact: {email: identity.submissionsEmail, phone: '+93 700 000 142', address: campusAddress},
    },
  ],

  conceptNote: {
    label: {en: 'Concept note (PDF)', fa: 'یادداشت مفهومی (PDF)', ps: 'مفهومي یادښت (PDF)'},
    href: '/files/conferences/acheda-2024-concept-note.pdf',
  },

  agenda: {
    caption: {
      en: 'Agenda, Wednesday 15 January 2025',
      fa: 'اجندای کنفرانس، چهارشنبه ۱۵ جنوری ۲۰۲۵',
      ps: 'د کنفرانس اجنډا، چهارشنبه ۱۵ جنوري ۲۰۲۵',
    },
    rows: [
      {time: at('08:00', '08:30'), program: {en: 'Registration', fa: 'ثبت نام', ps: 'نوم لیکنه'}, venue: venues.entrance},
      {time: at('08:30', '08:40'), program: {en: 'Recitation of the Holy Quran', fa: 'تلاوت آیاتی از قرآن کریم', ps: 'د قرآن کریم د څو آیتونو تلاوت'}, venue: hall},
      {time: at('08:40', '09:00'), program: {en: 'Opening remarks by the chancellor', fa: 'سخنان افتتاحیهٔ رئیس پوهنتون', ps: 'د پوهنتون د رئیس پرانیستونکې وینا'}, venue: hall},
      {
        time: at('09:00', '09:45'),
        program: {
          en: 'Keynote: “Ten years of higher education reform – what we have learnt”',
          fa: 'سخنرانی اصلی: «ده سال اصلاحات در تحصیلات عالی – چه آموختیم»',
          ps: 'اصلي وینا: «په لوړو زده کړو کې د اصلاحاتو لس کاله – موږ څه زده کړل»',
        },
        venue: hall,
      },
      {
        time: at('09:45', '10:15'),
        program: {en: 'Remarks by representatives of universities', fa: 'سخنان نمایندگان پوهنتون‌ها', ps: 'د پوهنتونونو د استازو وینا'},
        venue: hall,
      },
      {time: at('10:15', '10:30'), program: {en: 'Tea break', fa: 'وقفهٔ چای', ps: 'د چای وقفه'}, venue: venues.lobby},
      {
        time: at('10:30', '12:30'),
        program: {
          en: 'Paper session 1: quality, curriculum and employability',
          fa: 'جلسهٔ اول مقالات: کیفیت، نصاب و آمادگی برای بازار کار',
          ps: 'د مقالو لومړۍ غونډه: کیفیت، نصاب او د کار بازار ته چمتووالی',
        },
        venue: hall,
      },
      {time: at('12:30', '13:30'), program: {en: 'Lunch and prayer break', fa: 'نان چاشت و وقفهٔ نماز', ps: 'د غرمې ډوډۍ او د لمانځه وقفه'}, venue: venues.cafeteria},
      {
        time: at('13:30', '15:00'),
        program: {
          en: 'Paper session 2: research, financing and technology',
          fa: 'جلسهٔ دوم مقالات: تحقیق، تمویل و تکنالوژی',
          ps: 'د مقالو دویمه غونډه: څېړنه، تمویل او ټکنالوژي',
        },
        venue: hall,
      },
      {
        time: at('15:00', '15:45'),
        program: {
          en: 'Panel discussion: the next five years of Afghan higher education',
          fa: 'میزگرد: پنج سال آیندهٔ تحصیلات عالی افغانستان',
          ps: 'پینل بحث: د افغانستان د لوړو زده کړو راتلونکي پنځه کاله',
        },
        venue: hall,
      },
      {
        time: at('15:45', '16:15'),
        program: {en: 'Recommendations and certificates', fa: 'پیشنهادها و توزیع تصدیق‌نامه‌ها', ps: 'وړاندیزونه او د تصدیق‌نامو وېش'},
        venue: hall,
      },
      {time: at('16:15', '16:30'), program: {en: 'Closing remarks', fa: 'سخنان اختتامیه', ps: 'د پای وینا'}, venue: hall},
    ],
  },

  secretariat: [
    {role: {en: 'Chairman', fa: 'رئیس کنفرانس', ps: 'د کنفرانس رئیس'}, names: [{en: 'Dr. Abdul Qadir Sapand', fa: 'دکتور عبدالقادر سپند', ps: 'ډاکټر عبدالقادر سپند'}]},
    {role: {en: 'Secretary', fa: 'منشی', ps: 'منشي'}, names: [{en: 'Ms. Hasina Omari', fa: 'محترمه حسینه عمری', ps: 'میرمن حسینه عمري'}]},
    {
      role: {en: 'Members', fa: 'اعضا', ps: 'غړي'},
      names: [
        {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
        {en: 'Dr. Homayoun Saberi', fa: 'دکتور همایون صابری', ps: 'ډاکټر همایون صابري'},
        {en: 'Ms. Nilofar Jawhari', fa: 'محترمه نیلوفر جوهری', ps: 'میرمن نیلوفر جوهري'},
      ],
    },
    {
      role: {en: 'Editorial and reviewers board', fa: 'هیئت تحریر و داوران', ps: 'د تحریر او بیاکتونکو بورډ'},
      names: [
        {en: 'Dr. Parwin Samadi', fa: 'دکتور پروین صمدی', ps: 'ډاکټره پروین صمدي'},
        {en: 'Dr. Javid Noorzai', fa: 'دکتور جاوید نورزی', ps: 'ډاکټر جاوید نورزی'},
        {en: 'Dr. Nasrin Haidari', fa: 'دکتور نسرین حیدری', ps: 'ډاکټره نسرین حیدري'},
      ],
    },
    {
      role: {en: 'Organising team', fa: 'تیم تدارکات', ps: 'د تنظیم ټیم'},
      names: [
        {en: 'Mr. Ajmal Siddiqi', fa: 'محترم اجمل صدیقی', ps: 'ښاغلی اجمل صدیقي'},
        {en: 'Mr. Bashir Ahmad Niazi', fa: 'محترم بشیر احمد نیازی', ps: 'ښاغلی بشیر احمد نیازي'},
        {en: 'Ms. Zuhal Karimi', fa: 'محترمه زحل کریمی', ps: 'میرمن زحل کریمي'},
      ],
    },
  ],

  abstracts,

  // Written out one by one: scripts/generate-assets.ts finds images by their literal paths.
  gallery: [
    '/img/conferences/acheda-2024/photo-01.webp',
    '/img/conferences/acheda-2024/photo-02.webp',
    '/img/conferences/acheda-2024/photo-03.webp',
    '/img/conferences/acheda-2024/photo-04.webp',
    '/img/conferences/acheda-2024/photo-05.webp',
    '/img/conferences/acheda-2024/photo-06.webp',
    '/img/conferences/acheda-2024/photo-07.webp',
    '/img/conferences/acheda-2024/photo-08.webp',
    '/img/conferences/acheda-2024/photo-09.webp',
    '/img/conferences/acheda-2024/photo-10.webp',
  ],
});
