/**
 * "About the university", the first tab of every conference page (spec 2:
 * history, accreditation, vision, mission, welcome). Written once here and
 * shared by the five pages; the university's name is left out of the prose
 * on purpose, so it stays in src/config/identity.ts alone.
 */
import type {InfoSectionSource} from './model';

/** History of the university (founded 2002, spec 2 §9). */
export const history: InfoSectionSource = {
  heading: {en: 'Our history', fa: 'تاریخچهٔ ما', ps: 'زموږ تاریخچه'},
  paragraphs: [
    {
      en: 'The university opened its doors in Kabul in 2002 with a few classrooms, a small library and a firm belief that Afghanistan’s young people deserve an education that prepares them for the work of rebuilding their country. Since then it has grown into a university with faculties of economics, computer science, engineering, law and political science and social sciences, and with graduate programs that draw working professionals back to study.',
      fa: 'پوهنتون در سال ۲۰۰۲ با چند صنف درسی، یک کتابخانهٔ کوچک و این باور راسخ در کابل آغاز به کار کرد که جوانان افغانستان سزاوار تحصیلی اند که آنان را برای بازسازی کشورشان آماده سازد. از آن زمان تا کنون، پوهنتون به نهادی با پوهنځی‌های اقتصاد، کمپیوترساینس، انجنیری، حقوق و علوم سیاسی و علوم اجتماعی رشد کرده و برنامه‌های ماستری آن کارمندان مسلکی را دوباره به تحصیل می‌کشاند.',
      ps: 'پوهنتون په ۲۰۰۲ کال کې په کابل کې له څو ټولګیو، یوه کوچني کتابتون او دې ټینګ باور سره پرانیستل شو چې د افغانستان ځوانان د داسې زده کړې حق لري چې د خپل هېواد د بیا رغونې لپاره یې چمتو کړي. له هغه وخته راهیسې پوهنتون د اقتصاد، کمپیوټر ساینس، انجنیرۍ، حقوقو او سیاسي علومو او ټولنیزو علومو پوهنځیو ته وده ورکړې، او د ماسترۍ پروګرامونه یې مسلکي کارکوونکي بېرته زده کړې ته راکاږي.',
    },
    {
      en: 'Research has been part of the university’s work from the start. Its Department of Research and Development supports faculty and students in their studies, publishes the university’s journals and organises the conferences on these pages.',
      fa: 'تحقیق از آغاز بخشی از کار پوهنتون بوده است. دیپارتمنت تحقیق و انکشاف پوهنتون از تحقیقات استادان و محصلان حمایت می‌کند، مجله‌های علمی پوهنتون را نشر می‌کند و کنفرانس‌هایی را که در این صفحات معرفی شده‌اند، برگزار می‌نماید.',
      ps: 'څېړنه له پیله د پوهنتون د کار برخه وه. د پوهنتون د څېړنې او پراختیا دیپارټمنټ د استادانو او محصلینو له څېړنو ملاتړ کوي، د پوهنتون علمي مجلې خپروي او هغه کنفرانسونه جوړوي چې په دې پاڼو کې معرفي شوي دي.',
    },
  ],
};

/** The university's national accreditation. */
export const accreditation: InfoSectionSource = {
  heading: {en: 'Accreditation', fa: 'اعتباردهی', ps: 'اعتبار'},
  paragraphs: [
    {
      en: 'The university is licensed and accredited by the Ministry of Higher Education of Afghanistan, and its degrees are recognised throughout the country. It takes part in the ministry’s quality assurance reviews and keeps its programs under regular internal review between them.',
      fa: 'پوهنتون از سوی وزارت تحصیلات عالی افغانستان جواز و اعتبار دریافت کرده و سندهای تحصیلی آن در سراسر کشور به رسمیت شناخته می‌شود. پوهنتون در ارزیابی‌های تضمین کیفیت وزارت سهم می‌گیرد و در فاصلهٔ میان این ارزیابی‌ها، برنامه‌های خود را به طور منظم به صورت داخلی بررسی می‌کند.',
      ps: 'پوهنتون د افغانستان د لوړو زده کړو وزارت له خوا جواز او اعتبار لري، او سندونه یې په ټول هېواد کې په رسمیت پېژندل کېږي. پوهنتون د وزارت د کیفیت د تضمین په ارزونو کې ګډون کوي، او د دغو ارزونو ترمنځ خپل پروګرامونه په منظم ډول دننه بیا کتي.',
    },
  ],
};

/** Vision of the university. */
export const vision: InfoSectionSource = {
  heading: {en: 'Vision', fa: 'دیدگاه', ps: 'لیدلوری'},
  paragraphs: [
    {
      en: 'To be a leading university in Afghanistan whose teaching, research and service help build a prosperous, just and peaceful society.',
      fa: 'پوهنتونی پیشگام در افغانستان باشیم که تدریس، تحقیق و خدمات آن به ساختن جامعه‌ای مرفه، عادل و صلح‌آمیز کمک کند.',
      ps: 'په افغانستان کې یو مخکښ پوهنتون اوسو چې تدریس، څېړنه او خدمتونه یې د یوې سوکاله، عادلانه او سوله‌ییزې ټولنې په جوړولو کې مرسته وکړي.',
    },
  ],
};

/** Mission of the university. */
export const mission: InfoSectionSource = {
  heading: {en: 'Mission', fa: 'مأموریت', ps: 'دنده'},
  paragraphs: [
    {
      en: 'The university offers affordable, high-quality education that joins knowledge with practice, carries out research that answers the country’s needs, and prepares graduates who serve their communities with skill and integrity.',
      fa: 'پوهنتون تحصیلات با کیفیت و مناسب از نظر هزینه را ارائه می‌کند که دانش را با عمل پیوند می‌دهد، تحقیقاتی انجام می‌دهد که به نیازهای کشور پاسخ بگوید، و فارغ‌التحصیلانی تربیه می‌کند که با مهارت و صداقت به جامعهٔ خود خدمت کنند.',
      ps: 'پوهنتون په مناسب لګښت باکیفیته زده کړې وړاندې کوي چې پوهه له عمل سره نښلوي، داسې څېړنې ترسره کوي چې د هېواد اړتیاوو ته ځواب ووايي، او داسې فارغان روزي چې په مهارت او صداقت خپلې ټولنې ته خدمت وکړي.',
    },
  ],
};

/** Welcome to the conference's guests. */
export const welcome: InfoSectionSource = {
  heading: {en: 'Welcome', fa: 'خوش آمدید', ps: 'ښه راغلاست'},
  paragraphs: [
    {
      en: 'We welcome researchers, teachers, students and guests to our campus. Our conferences are a place where ideas from different fields meet, where young researchers present their first work beside experienced scholars, and where findings are turned into recommendations for policy and practice. We hope you leave with new questions, new colleagues and the wish to come back.',
      fa: 'ما محققین، استادان، محصلان و مهمانان را به پوهنتون خود خوش آمدید می‌گوییم. کنفرانس‌های ما جایی است که اندیشه‌های رشته‌های گوناگون با هم روبه‌رو می‌شوند، محققین جوان نخستین کارهای خود را در کنار دانشمندان باتجربه ارائه می‌کنند و یافته‌ها به پیشنهادهایی برای پالیسی و عمل تبدیل می‌شوند. امیدواریم با پرسش‌های تازه، همکاران تازه و اشتیاق بازگشت از اینجا بروید.',
      ps: 'موږ څېړونکو، استادانو، محصلینو او مېلمنو ته خپل پوهنتون ته ښه راغلاست وایو. زموږ کنفرانسونه هغه ځای دی چې د بېلابېلو برخو فکرونه سره مخ کېږي، ځوان څېړونکي خپل لومړني کارونه د تجربه لرونکو پوهانو تر څنګ وړاندې کوي، او موندنې د پالیسۍ او عمل لپاره په وړاندیزونو بدلېږي. هیله ده چې له نویو پوښتنو، نویو همکارانو او د بېرته راتګ له شوق سره لاړ شئ.',
    },
  ],
};

/** The first tab as most conference pages show it: vision, mission, welcome. */
export const aboutUniversity: readonly InfoSectionSource[] = [vision, mission, welcome];

/** The fuller first tab (ncai-2024): history and accreditation first. */
export const aboutUniversityFull: readonly InfoSectionSource[] = [history, accreditation, vision, mission, welcome];
