/**
 * ACHEDA 2025, the annual conference on higher education development, this
 * year on reforming higher education curricula (spec 2 "Conference pages",
 * §5, §9): two tabs, hybrid, in English, Dari and Pashto, with its four dates
 * and the concept note.
 *
 * Translators: change only the `fa` and `ps` texts. Every person and e-mail
 * here is an invented sample.
 */
import {identity} from '@site/src/config/identity';
import {achedaGuidelines} from './acheda';
import {campusAddress, factTerms, tabLabels} from './common';
import {aboutUniversityFull} from './university';
import {day, defineConference} from './model';

/** ACHEDA 2025, in the three languages. */
export const acheda2025 = defineConference({
  slug: 'acheda-2025',
  shortTitle: {en: 'ACHEDA 2025', fa: 'کنفرانس ACHEDA 2025', ps: 'د ACHEDA 2025 کنفرانس'},
  banner: {
    src: '/img/conferences/acheda-2025/banner.webp',
    width: 800,
    height: 450,
    facts: [
      {term: factTerms.date, detail: {en: 'Tuesday, 30 September 2025', fa: 'سه‌شنبه، ۳۰ سپتمبر ۲۰۲۵', ps: 'سه‌شنبه، ۳۰ سپتمبر ۲۰۲۵'}},
      {term: factTerms.mode, detail: {en: 'Hybrid: on campus and online', fa: 'ترکیبی: حضوری و آنلاین', ps: 'ګډ: حضوري او آنلاین'}},
      {term: factTerms.language, detail: {en: 'English, Dari and Pashto', fa: 'انگلیسی، دری و پشتو', ps: 'انګلیسي، دري او پښتو'}},
    ],
  },
  tabsLabel: {en: 'ACHEDA 2025', fa: 'کنفرانس ACHEDA 2025', ps: 'د ACHEDA 2025 کنفرانس'},
  tabs: {
    university: {id: 'tab1', label: tabLabels.university},
    conference: {id: 'tab2', label: tabLabels.conference},
  },

  university: aboutUniversityFull,

  about: [
    {
      heading: {en: 'Reforming higher education curricula', fa: 'اصلاح نصاب تحصیلات عالی', ps: 'د لوړو زده کړو د نصاب اصلاح'},
      paragraphs: [
        {
          en: 'What universities teach must keep pace with what graduates will need: in the labour market, in their communities and in a world that technology is changing quickly. Many curricula in Afghan universities were written years ago and have been revised only in parts. ACHEDA 2025 asks how curricula can be reformed as a whole, who should take part in the reform, and how its results can be measured.',
          fa: 'آنچه پوهنتون‌ها تدریس می‌کنند باید با نیازهای فارغ‌التحصیلان همگام باشد: در بازار کار، در جوامع شان و در جهانی که تکنالوژی به سرعت آن را دگرگون می‌کند. بسیاری از نصاب‌های پوهنتون‌های افغانستان سال‌ها پیش نوشته شده و تنها بخش‌هایی از آن‌ها بازنگری شده است. کنفرانس ACHEDA 2025 می‌پرسد که نصاب‌ها چگونه می‌توانند به صورت همه‌جانبه اصلاح شوند، چه کسانی باید در این اصلاح سهم بگیرند و نتایج آن چگونه سنجیده شود.',
          ps: 'هغه څه چې پوهنتونونه یې تدریسوي باید د فارغانو له اړتیاوو سره سم وي: د کار په بازار کې، په خپلو ټولنو کې او په داسې نړۍ کې چې ټکنالوژي یې په چټکۍ بدلوي. د افغانستان د پوهنتونونو ډېری درسي نصابونه کلونه مخکې لیکل شوي او یوازې ځینې برخې یې بیا کتل شوې دي. د ACHEDA 2025 کنفرانس پوښتي چې نصابونه څنګه په بشپړ ډول اصلاح کېدای شي، څوک باید په دې اصلاح کې برخه واخلي، او پایلې یې څنګه وارزول شي.',
        },
      ],
    },
    {
      heading: {en: 'Objectives', fa: 'اهداف', ps: 'موخې'},
      list: [
        {
          en: 'Share experience of curriculum reform from Afghan universities and from comparable countries.',
          fa: 'شریک ساختن تجربه‌های اصلاح نصاب در پوهنتون‌های افغانستان و کشورهای مشابه.',
          ps: 'د افغانستان د پوهنتونونو او ورته هېوادونو د نصاب د اصلاح د تجربو شریکول.',
        },
        {
          en: 'Agree on principles for outcome-based curricula that employers and students can understand.',
          fa: 'توافق بر اصولی برای نصاب‌های مبتنی بر نتایج یادگیری که کارفرمایان و محصلان آن را درک کنند.',
          ps: 'د زده کړې پر پایلو ولاړو نصابونو لپاره پر داسې اصولو موافقه چې کارګمارونکي او محصلین یې وپوهېږي.',
        },
        {
          en: 'Discuss how digital skills, research skills and general education fit into every program.',
          fa: 'بحث دربارهٔ جای دادن مهارت‌های دیجیتل، مهارت‌های تحقیقی و تعلیمات عمومی در هر برنامهٔ تحصیلی.',
          ps: 'د دې بحث چې ډیجیټلي مهارتونه، څېړنیز مهارتونه او عمومي زده کړې څنګه په هر پروګرام کې ځای ونیسي.',
        },
        {
          en: 'Propose practical steps for reviewing curricula regularly.',
          fa: 'پیشنهاد گام‌های عملی برای بازنگری منظم نصاب‌ها.',
          ps: 'د نصابونو د منظمې بیاکتنې لپاره د عملي ګامونو وړاندیز.',
        },
      ],
    },
    {
      heading: {en: 'Sub-themes', fa: 'محورهای فرعی', ps: 'فرعي محورونه'},
      list: [
        {en: 'Curricula and the labour market', fa: 'نصاب تحصیلی و بازار کار', ps: 'درسي نصاب او د کار بازار'},
        {en: 'Outcome-based education and assessment', fa: 'تعلیم و ارزیابی مبتنی بر نتایج یادگیری', ps: 'د زده کړې پر پایلو ولاړه زده کړه او ارزونه'},
        {en: 'Digital and research skills across programs', fa: 'مهارت‌های دیجیتل و تحقیقی در همهٔ برنامه‌ها', ps: 'په ټولو پروګرامونو کې ډیجیټلي او څېړنیز مهارتونه'},
        {en: 'Teaching materials in Dari and Pashto', fa: 'مواد درسی به زبان‌های دری و پشتو', ps: 'په دري او پښتو ژبو درسي مواد'},
        {en: 'Quality assurance of curriculum reform', fa: 'تضمین کیفیت در اصلاح نصاب', ps: 'د نصاب په اصلاح کې د کیفیت تضمین'},
      ],
    },
    {
      heading: {en: 'Language and mode', fa: 'زبان و شیوهٔ برگزاری', ps: 'ژبه او بڼه'},
      facts: [
        {
          term: factTerms.mode,
          detail: {
            en: 'Hybrid: participants can attend on campus or join online.',
            fa: 'ترکیبی: اشتراک‌کنندگان می‌توانند به صورت حضوری در پوهنتون یا به صورت آنلاین اشتراک کنند.',
            ps: 'ګډ: ګډونوال کولی شي په پوهنتون کې حضوري یا آنلاین ګډون وکړي.',
          },
        },
        {
          term: factTerms.language,
          detail: {
            en: 'Papers and presentations are accepted in English, Dari and Pashto.',
            fa: 'مقالات و ارائه‌ها به زبان‌های انگلیسی، دری و پشتو پذیرفته می‌شوند.',
            ps: 'مقالې او وړاندېینې په انګلیسي، دري او پښتو ژبو منل کېږي.',
          },
        },
      ],
    },
    {
      heading: {en: 'Important dates', fa: 'تاریخ‌های مهم', ps: 'مهمې نېټې'},
      dates: [
        {label: {en: 'First draft', fa: 'نسخهٔ نخست', ps: 'لومړۍ مسوده'}, date: day('2025-07-25')},
        {label: {en: 'Reviewers’ feedback', fa: 'نظر داوران', ps: 'د بیاکتونکو نظر'}, date: day('2025-08-20')},
        {label: {en: 'Final paper', fa: 'مقالهٔ نهایی', ps: 'وروستۍ مقاله'}, date: day('2025-09-10')},
        {label: {en: 'Conference day', fa: 'روز کنفرانس', ps: 'د کنفرانس ورځ'}, date: day('2025-09-30', {weekday: true})},
      ],
    },
    achedaGuidelines,
    {
      heading: {en: 'Secretariat contact', fa: 'تماس با دارالانشا', ps: 'له دارالانشا سره اړیکه'},
      contact: {email: identity.submissionsEmail, phone: '+93 700 000 143', address: campusAddress},
    },
  ],

  conceptNote: {
    label: {en: 'Concept note (PDF)', fa: 'یادداشت مفهومی (PDF)', ps: 'مفهومي یادښت (PDF)'},
    href: '/files/conferences/acheda-2025-concept-note.pdf',
  },
});
