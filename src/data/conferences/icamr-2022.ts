/**
 * ICAMR 2022, the International Conference on Applied Multidisciplinary
 * Research of 20 September 2022 (spec 2 "Conference pages", §9): six tabs,
 * the theme and five sub-themes, the deadlines, an agenda of about 8:30 to
 * 16:00, the secretariat, 36 papers in sections A–E and a book of abstracts
 * with session numbers.
 *
 * Translators: change only the `fa` and `ps` texts. Papers and abstracts stay
 * in the language their authors wrote them in (`lang`). Every person, title
 * and e-mail here is an invented sample.
 */
import {campusAddress, factTerms, sectionLetters, staffEmail, tabLabels, university, venues} from './common';
import {aboutUniversity} from './university';
import {at, day, defineConference, paper, papersInSection, type Abstract, type Paper} from './model';

const papers: readonly Paper[] = [
  paper(1, 'A', 'en', 'Remittances and Household Consumption in Afghanistan', 'Jawad Sultani, Marzia Akbari'),
  paper(2, 'A', 'en', 'Financial Inclusion through Mobile Money: Evidence from Kabul', 'Najibullah Safi'),
  paper(3, 'A', 'en', 'Determinants of Non-Performing Loans in Afghan Commercial Banks', 'Shoaib Rahimi, Laila Noorzad'),
  paper(4, 'A', 'en', 'Consumer Trust and Online Shopping among University Students', 'Hadia Amini'),
  paper(5, 'A', 'en', 'Branding Afghan Dried Fruit for Export Markets', 'Ahmad Zubair Haidari'),
  paper(6, 'A', 'en', 'Human Resource Practices and Employee Retention in Small Enterprises', 'Nilofar Jawhari'),
  paper(7, 'A', 'en', 'Islamic Microfinance and Women-Led Businesses', 'Abdul Basir Kakar, Sima Ahmadi'),
  paper(8, 'A', 'en', 'Inflation Expectations and Exchange Rate Movements, 2010–2021', 'Farid Ahmad Sadat'),
  paper(9, 'B', 'en', 'Youth Unemployment and Migration Intentions in Urban Afghanistan', 'Humaira Rezai'),
  paper(10, 'B', 'en', 'The Role of Community Elders in Resolving Local Disputes', 'Sayed Rahim Hashimi'),
  paper(11, 'B', 'en', 'Reading Habits of Undergraduate Students in Kabul', 'Mariam Sharifi'),
  paper(12, 'B', 'en', 'Psychological Well-Being of University Students after Displacement', 'Zahra Mohammadi, Ehsanullah Noori'),
  paper(13, 'B', 'en', 'Classical Persian Poetry in the Secondary School Curriculum', 'Khalil Ahmad Parwani'),
  paper(14, 'B', 'en', 'Gender and Participation in Community Development Councils', 'Sodaba Nazari'),
  paper(15, 'B', 'en', 'Urbanisation and Changing Family Structure in Kabul', 'Rohullah Amiri'),
  paper(16, 'C', 'en', 'Access to Justice for Women in Family Disputes', 'Shekiba Hakimi'),
  paper(17, 'C', 'en', 'Commercial Arbitration in Afghan Law: Practice and Gaps', 'Mohammad Nasim Zia'),
  paper(18, 'C', 'en', 'Land Ownership Disputes and Informal Documents', 'Gul Rahman Ahmadzai'),
  paper(19, 'C', 'en', 'Cybercrime Legislation in South and Central Asia: A Comparison', 'Wais Barakzai'),
  paper(20, 'C', 'en', 'Source Protection and the Safety of Afghan Journalists', 'Palwasha Yousufi'),
  paper(21, 'C', 'en', 'Local Radio and Public Health Messaging in the Provinces', 'Noorullah Jalali, Fereshta Sahak'),
  paper(22, 'C', 'en', 'Fact-Checking Practices in Afghan Newsrooms', 'Atiqullah Momand'),
  paper(23, 'D', 'en', 'Seismic Vulnerability of Masonry Schools in Kabul', 'Eng. Hamidullah Popal, Eng. Sahar Qaderi'),
  paper(24, 'D', 'en', 'Micro-Hydropower for Rural Electrification in Mountain Valleys', 'Eng. Mujtaba Rezayee'),
  paper(25, 'D', 'en', 'Recycled Aggregate Concrete from Construction Waste', 'Eng. Shafiqullah Omari'),
  paper(26, 'D', 'en', 'Groundwater Decline in the Kabul Basin: Causes and Responses', 'Eng. Masouda Nawabi'),
  paper(27, 'D', 'en', 'Passive Solar Design for Cold-Climate Housing', 'Eng. Tamim Azizi'),
  paper(28, 'D', 'en', 'Road Safety Audit of a Major Urban Corridor', 'Eng. Bilal Stanikzai'),
  paper(29, 'D', 'en', 'Performance of Rooftop Solar Systems in Dusty Conditions', 'Eng. Roya Siddiqi'),
  paper(30, 'E', 'en', 'E-Government Services and Citizen Satisfaction', 'Mustafa Karimi'),
  paper(31, 'E', 'en', 'A Dari Optical Character Recognition Tool for Printed Books', 'Shabnam Wardak, Idris Habibi'),
  paper(32, 'E', 'en', 'Cloud Adoption in Afghan Small and Medium Enterprises', 'Nasir Ahmadi'),
  paper(33, 'E', 'en', 'Information Security Awareness among University Staff', 'Zarifa Hotak'),
  paper(34, 'E', 'en', 'Agile Project Management in Local Software Companies', 'Samiullah Niazi'),
  paper(35, 'E', 'en', 'A Mobile Application for Tracking Student Attendance', 'Fawad Rahimi, Nargis Sultani'),
  paper(36, 'E', 'en', 'Data Quality in Hospital Information Systems', 'Hashmatullah Saberi'),
];

const uni = university.en;

const abstracts: readonly Abstract[] = [
  {
    number: 1,
    session: 1,
    title: papers[0]!.title,
    authors: ['Jawad Sultani', 'Marzia Akbari'],
    abstract:
      'Remittances from relatives abroad are an important source of income for many Afghan families. Using a survey of 640 households in three provinces, this paper estimates how remittances affect spending on food, education, health and housing. Households receiving remittances spend more on education and health but not significantly more on food, which suggests that the money is used to invest in the family’s future rather than for daily needs.',
    keywords: ['remittances', 'household consumption', 'education spending'],
    subjectCodes: 'JEL: F24, D12, O15',
    affiliations: [`Faculty of Economics, ${uni}`],
    contact: staffEmail('j.sultani'),
    lang: 'en',
  },
  {
    number: 2,
    session: 1,
    title: papers[1]!.title,
    authors: ['Najibullah Safi'],
    abstract:
      'Mobile money promised to bring banking to people without bank accounts. Based on interviews with 210 users and 35 agents in Kabul, this study finds that mobile money is used mainly for airtime and small transfers, and rarely for saving. Low trust in agents, weak network coverage and limited knowledge of fees are the main barriers. Better consumer information and agent training could increase use.',
    keywords: ['financial inclusion', 'mobile money', 'banking'],
    subjectCodes: 'JEL: G21, O33',
    affiliations: [`Faculty of Economics, ${uni}`],
    contact: staffEmail('n.safi'),
    lang: 'en',
  },
  {
    number: 9,
    session: 2,
    title: papers[8]!.title,
    authors: ['Humaira Rezai'],
    abstract:
      'This paper examines why young people in Afghan cities wish to migrate. A questionnaire completed by 380 people aged 18 to 29 shows that unemployment and the lack of prospects for a career matched to one’s education are stronger drivers of the wish to leave than income alone. Young people with vocational skills were less likely to want to migrate. The paper recommends closer links between universities and employers.',
    keywords: ['youth unemployment', 'migration', 'urban youth'],
    affiliations: [`Faculty of Social Sciences, ${uni}`],
    contact: staffEmail('h.rezai'),
    lang: 'en',
  },
  {
    number: 12,
    session: 2,
    title: papers[11]!.title,
    authors: ['Zahra Mohammadi', 'Ehsanullah Noori'],
    abstract:
      'Many students have experienced displacement. Using a standard well-being scale with 300 students and follow-up interviews with 20 of them, we found that a third reported high levels of distress, and that support from friends and teachers was the strongest protective factor. Few students knew where to seek counselling. We propose a peer-support programme and training for teachers in psychological first aid.',
    keywords: ['well-being', 'displacement', 'university students', 'peer support'],
    affiliations: [`Faculty of Social Sciences, ${uni}`],
    contact: staffEmail('z.mohammadi'),
    lang: 'en',
  },
  {
    number: 17,
    session: 3,
    title: papers[16]!.title,
    authors: ['Mohammad Nasim Zia'],
    abstract:
      'Arbitration could relieve the courts of many commercial disputes, but it is little used in Afghanistan. This paper analyses the legal framework for commercial arbitration and interviews with twelve lawyers and business people. It finds that awards are slow to enforce and that many traders do not know that arbitration clauses are binding. It recommends model clauses and training for judges on enforcement.',
    keywords: ['commercial arbitration', 'dispute resolution', 'enforcement'],
    subjectCodes: 'JEL: K41, K12',
    affiliations: [`Faculty of Law and Political Science, ${uni}`],
    contact: staffEmail('n.zia'),
    lang: 'en',
  },
  {
    number: 21,
    session: 3,
    title: papers[20]!.title,
    authors: ['Noorullah Jalali', 'Fereshta Sahak'],
    abstract:
      'Local radio remains the main source of information in many provinces. Analysing 120 health programmes broadcast by six local stations and surveying 500 listeners, this study finds that messages delivered by local doctors and in the local language were remembered best. Call-in programmes increased trust. Health agencies should work with local stations rather than only distribute national spots.',
    keywords: ['local radio', 'health communication', 'journalism'],
    affiliations: [`Department of Journalism, Faculty of Social Sciences, ${uni}`],
    contact: staffEmail('n.jalali'),
    lang: 'en',
  },
  {
    number: 23,
    session: 4,
    title: papers[22]!.title,
    authors: ['Hamidullah Popal', 'Sahar Qaderi'],
    abstract:
      'Many school buildings in Kabul are unreinforced masonry, which performs poorly in earthquakes. We surveyed 45 schools using a rapid visual screening method and modelled three typical buildings. Most buildings showed high vulnerability because of heavy roofs and large window openings. Low-cost retrofitting with steel bands and lighter roofs could reduce the risk of collapse considerably.',
    keywords: ['seismic vulnerability', 'masonry', 'schools', 'retrofitting'],
    affiliations: [`Faculty of Engineering, ${uni}`],
    contact: staffEmail('h.popal'),
    lang: 'en',
  },
  {
    number: 26,
    session: 4,
    title: papers[25]!.title,
    authors: ['Masouda Nawabi'],
    abstract:
      'Water levels in Kabul’s wells have fallen sharply over two decades. Using records from 30 monitoring wells and data on population growth, this paper estimates that extraction now exceeds recharge by a wide margin. Managed aquifer recharge, reduced network losses and metering of large users are compared as responses. The combination of recharge and loss reduction offers the best balance of cost and effect.',
    keywords: ['groundwater', 'Kabul basin', 'water management'],
    affiliations: [`Faculty of Engineering, ${uni}`],
    contact: staffEmail('m.nawabi'),
    lang: 'en',
  },
  {
    number: 31,
    session: 5,
    title: papers[30]!.title,
    authors: ['Shabnam Wardak', 'Idris Habibi'],
    abstract:
      'Much of the written heritage in Dari exists only on paper. We trained an open-source recognition engine on 4,000 scanned pages of printed Dari books and evaluated it on 200 unseen pages. Character accuracy reached 95 per cent on clean prints but fell on older books with damaged paper. The tool and the training data are shared for use by libraries and researchers.',
    keywords: ['optical character recognition', 'Dari', 'digital heritage'],
    subjectCodes: 'ACM CCS: Computing methodologies → Computer vision',
    affiliations: [`Faculty of Computer Science, ${uni}`],
    contact: staffEmail('s.wardak'),
    lang: 'en',
  },
  {
    number: 33,
    session: 5,
    title: papers[32]!.title,
    authors: ['Zarifa Hotak'],
    abstract:
      'Staff are often the weakest link in an organisation’s information security. A questionnaire answered by 180 administrative and academic staff at four universities measured knowledge, attitudes and behaviour. Most respondents recognised obvious phishing messages but reused passwords and shared accounts. A short awareness programme with practical exercises is proposed and its first results reported.',
    keywords: ['information security', 'awareness', 'phishing', 'universities'],
    subjectCodes: 'ACM CCS: Security and privacy → Social aspects of security and privacy',
    affiliations: [`Faculty of Computer Science, ${uni}`],
    contact: staffEmail('z.hotak'),
    lang: 'en',
  },
];

const subThemes = [
  {
    en: 'Economics, finance, marketing and management',
    fa: 'اقتصاد، مالی، مارکیتنگ و مدیریت',
    ps: 'اقتصاد، مالي چارې، مارکېټنګ او مدیریت',
  },
  {en: 'Social sciences and humanities', fa: 'علوم اجتماعی و علوم بشری', ps: 'ټولنیز او بشري علوم'},
  {en: 'Law and journalism', fa: 'حقوق و ژورنالیزم', ps: 'حقوق او ژورنالیزم'},
  {en: 'Engineering sciences', fa: 'علوم انجنیری', ps: 'د انجنیرۍ علوم'},
  {
    en: 'Computer sciences and technology management',
    fa: 'علوم کمپیوتر و مدیریت تکنالوژی',
    ps: 'کمپیوټري علوم او د ټکنالوژۍ مدیریت',
  },
] as const;


/** ICAMR 2022, in the three languages. */
export const icamr2022 = defineConference({
  slug: 'icamr-2022',
  shortTitle: {en: 'ICAMR 2022', fa: 'کنفرانس ICAMR 2022', ps: 'د ICAMR 2022 کنفرانس'},
  banner: {
    src: '/img/conferences/icamr-2022/banner.webp',
    width: 800,
    height: 450,
    facts: [
      {term: factTerms.date, detail: {en: 'Tuesday, 20 September 2022', fa: 'سه‌شنبه، ۲۰ سپتمبر ۲۰۲۲', ps: 'سه‌شنبه، ۲۰ سپتمبر ۲۰۲۲'}},
      {term: factTerms.venue, detail: {en: 'Pamir Hall, main campus, Kabul', fa: 'سالون پامیر، کمپس مرکزی، کابل', ps: 'پامیر سالون، مرکزي کمپس، کابل'}},
      {
        term: {en: 'Organiser', fa: 'برگزارکننده', ps: 'جوړوونکی'},
        detail: {en: 'Department of Research and Development', fa: 'دیپارتمنت تحقیق و انکشاف', ps: 'د څېړنې او پراختیا دیپارټمنټ'},
      },
    ],
  },
  tabsLabel: {en: 'ICAMR 2022', fa: 'کنفرانس ICAMR 2022', ps: 'د ICAMR 2022 کنفرانس'},
  tabs: {
    university: {id: 'tab1', label: {en: 'About the University', fa: 'دربارهٔ پوهنتون', ps: 'د پوهنتون په اړه'}},
    conference: {id: 'tab2', label: {en: 'About the Conference', fa: 'دربارهٔ کنفرانس', ps: 'د کنفرانس په اړه'}},
    agenda: {id: 'tab3', label: {en: 'Agenda of the Conference', fa: 'اجندای کنفرانس', ps: 'د کنفرانس اجنډا'}},
    secretariat: {id: 'tab4', label: {en: 'Conference Secretariat', fa: tabLabels.conferenceSecretariat.fa, ps: tabLabels.conferenceSecretariat.ps}},
    papers: {id: 'tab5', label: {en: 'Paper Presentations', fa: tabLabels.papers.fa, ps: tabLabels.papers.ps}},
    abstracts: {id: 'tab6', label: {en: 'Book of Abstracts', fa: tabLabels.abstracts.fa, ps: tabLabels.abstracts.ps}},
  },

  university: aboutUniversity,

  about: [
    {
      heading: {en: 'About the conference', fa: 'دربارهٔ کنفرانس', ps: 'د کنفرانس په اړه'},
      paragraphs: [
        {
          en: 'The International Conference on Applied Multidisciplinary Research (ICAMR) is organised by the university’s Department of Research and Development. It brings together researchers from many disciplines to present applied studies that answer practical questions of Afghanistan’s economy, society, law and infrastructure, and to turn their findings into recommendations for policymakers and practitioners.',
          fa: 'کنفرانس بین‌المللی تحقیقات کاربردی چندرشته‌ای (ICAMR) از سوی دیپارتمنت تحقیق و انکشاف پوهنتون برگزار می‌شود. این کنفرانس محققین رشته‌های گوناگون را گرد هم می‌آورد تا تحقیقات کاربردی‌ای را ارائه کنند که به پرسش‌های عملی اقتصاد، جامعه، حقوق و زیربناهای افغانستان پاسخ می‌دهد، و یافته‌های خود را به پیشنهادهایی برای پالیسی‌سازان و دست‌اندرکاران تبدیل کنند.',
          ps: 'د عملي څو رشته‌ییزو څېړنو نړیوال کنفرانس (ICAMR) د پوهنتون د څېړنې او پراختیا دیپارټمنټ له خوا جوړېږي. دا کنفرانس د بېلابېلو برخو څېړونکي سره راټولوي څو داسې عملي څېړنې وړاندې کړي چې د افغانستان د اقتصاد، ټولنې، حقوقو او زېربناوو عملي پوښتنو ته ځواب ووايي، او خپلې موندنې د پالیسي جوړوونکو او کارپوهانو لپاره په وړاندیزونو بدلې کړي.',
        },
        {
          en: 'The conference expects over 150 participants and offers one invited speaker, five plenary talks and five parallel sessions in which 36 papers are presented. Selected papers will be published in four of the university’s journals: the Journal of Economics and Management, the Journal of Social Sciences, the Journal of Law and Journalism, and the Journal of Engineering and Computing.',
          fa: 'در این کنفرانس بیش از ۱۵۰ اشتراک‌کننده انتظار می‌رود و برنامهٔ آن شامل یک سخنران مهمان، پنج سخنرانی عمومی و پنج جلسهٔ موازی است که در آن‌ها ۳۶ مقاله ارائه می‌شود. مقالات برگزیده در چهار مجلهٔ علمی پوهنتون نشر خواهند شد: مجلهٔ اقتصاد و مدیریت، مجلهٔ علوم اجتماعی، مجلهٔ حقوق و ژورنالیزم، و مجلهٔ انجنیری و کمپیوتر.',
          ps: 'په دې کنفرانس کې له ۱۵۰ څخه د زیاتو ګډونوالو تمه کېږي، او پروګرام یې یو بلل شوی وینا کوونکی، پنځه عمومي ویناوې او پنځه موازي غونډې لري چې په کې ۳۶ مقالې وړاندې کېږي. غوره شوې مقالې به د پوهنتون په څلورو علمي مجلو کې خپرې شي: د اقتصاد او مدیریت مجله، د ټولنیزو علومو مجله، د حقوقو او ژورنالیزم مجله، او د انجنیرۍ او کمپیوټر مجله.',
        },
      ],
    },
    {
      heading: {en: 'Theme and sub-themes', fa: 'موضوع و محورهای فرعی', ps: 'موضوع او فرعي محورونه'},
      paragraphs: [
        {
          en: 'Theme: “Research for resilience: applied multidisciplinary research for a changing Afghanistan”. Papers are invited under five sub-themes:',
          fa: 'موضوع: «تحقیق برای تاب‌آوری: تحقیقات کاربردی چندرشته‌ای برای افغانستانِ در حال دگرگونی». مقالات در پنج محور فرعی پذیرفته می‌شوند:',
          ps: 'موضوع: «څېړنه د ټینګښت لپاره: د بدلېدونکي افغانستان لپاره عملي څو رشته‌ییزې څېړنې». مقالې په پنځو فرعي محورونو کې منل کېږي:',
        },
      ],
      list: subThemes,
    },
    {
      heading: {en: 'Important dates', fa: 'تاریخ‌های مهم', ps: 'مهمې نېټې'},
      dates: [
        {label: {en: 'Early-bird submission', fa: 'ارسال زودهنگام مقاله', ps: 'د مقالې ژر لېږل'}, date: day('2022-09-07')},
        {label: {en: 'Final submission', fa: 'آخرین مهلت ارسال مقاله', ps: 'د مقالې د لېږلو وروستۍ نېټه'}, date: day('2022-09-10')},
        {label: {en: 'Notification of acceptance', fa: 'اطلاع از پذیرش مقاله', ps: 'د مقالې د منلو خبرتیا'}, date: day('2022-09-15')},
        {label: {en: 'Registration', fa: 'ثبت نام', ps: 'نوم لیکنه'}, date: day('2022-09-18')},
        {label: {en: 'Conference day', fa: 'روز کنفرانس', ps: 'د کنفرانس ورځ'}, date: day('2022-09-20', {weekday: true})},
      ],
    },
    {
      heading: {en: 'Submissions', fa: 'ارسال مقالات', ps: 'د مقالو لېږل'},
      paragraphs: [
        {
          en: 'Send your full paper, with the names, affiliations and e-mail addresses of all authors, to the submissions contact at {email}.',
          fa: 'مقالهٔ کامل خود را همراه با نام، وابستگی علمی و آدرس ایمیل همهٔ نویسندگان به آدرس {email} بفرستید.',
          ps: 'خپله بشپړه مقاله د ټولو لیکوالانو له نوم، علمي تړاو او برېښنالیک پتې سره {email} ته ولېږئ.',
        },
      ],
      contact: {address: campusAddress},
    },
  ],

  agenda: {
    caption: {
      en: 'Agenda of the conference, Tuesday 20 September 2022',
      fa: 'اجندای کنفرانس، سه‌شنبه ۲۰ سپتمبر ۲۰۲۲',
      ps: 'د کنفرانس اجنډا، سه‌شنبه ۲۰ سپتمبر ۲۰۲۲',
    },
    rows: [
      {time: at('08:30', '09:00'), program: {en: 'Registration of participants', fa: 'ثبت نام اشتراک‌کنندگان', ps: 'د ګډونوالو نوم لیکنه'}, venue: {en: 'Entrance of Pamir Hall', fa: 'دروازهٔ ورودی سالون پامیر', ps: 'د پامیر سالون د ننوتلو دروازه'}},
      {time: at('09:00', '09:10'), program: {en: 'Recitation of the Holy Quran', fa: 'تلاوت آیاتی از قرآن کریم', ps: 'د قرآن کریم د څو آیتونو تلاوت'}, venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'}},
      {time: at('09:10', '09:30'), program: {en: 'Welcome address by the chancellor', fa: 'سخنان خوش‌آمدید رئیس پوهنتون', ps: 'د پوهنتون د رئیس د هرکلي وینا'}, venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'}},
      {
        time: at('09:30', '10:00'),
        program: {
          en: 'Invited speaker: “Evidence for decisions: why applied research matters now”',
          fa: 'سخنران مهمان: «شواهد برای تصمیم‌گیری: چرا تحقیقات کاربردی امروز اهمیت دارد»',
          ps: 'بلل شوی وینا کوونکی: «د پرېکړو لپاره شواهد: ولې عملي څېړنې نن مهمې دي»',
        },
        venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'},
      },
      {
        time: at('10:00', '11:15'),
        program: {en: 'Five plenary talks, one for each sub-theme', fa: 'پنج سخنرانی عمومی، یکی برای هر محور فرعی', ps: 'پنځه عمومي ویناوې، د هر فرعي محور لپاره یوه'},
        venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'},
        details: subThemes,
      },
      {time: at('11:15', '11:30'), program: {en: 'Tea break', fa: 'وقفهٔ چای', ps: 'د چای وقفه'}, venue: {en: 'Lobby, 4th floor', fa: 'دهلیز منزل چهارم', ps: 'د څلورم پوړ دهلېز'}},
      {
        time: at('11:30', '13:00'),
        program: {en: 'Parallel sessions, part one', fa: 'جلسه‌های موازی، بخش نخست', ps: 'موازي غونډې، لومړۍ برخه'},
        venue: {en: 'Rooms 401–405, 4th floor', fa: 'اتاق‌های ۴۰۱ تا ۴۰۵، منزل چهارم', ps: '۴۰۱ تر ۴۰۵ کوټې، څلورم پوړ'},
        details: [
          {en: 'Session 1: economics, finance, marketing and management – room 401', fa: 'جلسهٔ ۱: اقتصاد، مالی، مارکیتنگ و مدیریت – اتاق ۴۰۱', ps: '۱مه غونډه: اقتصاد، مالي چارې، مارکېټنګ او مدیریت – ۴۰۱ کوټه'},
          {en: 'Session 2: social sciences and humanities – room 402', fa: 'جلسهٔ ۲: علوم اجتماعی و علوم بشری – اتاق ۴۰۲', ps: '۲مه غونډه: ټولنیز او بشري علوم – ۴۰۲ کوټه'},
          {en: 'Session 3: law and journalism – room 403', fa: 'جلسهٔ ۳: حقوق و ژورنالیزم – اتاق ۴۰۳', ps: '۳مه غونډه: حقوق او ژورنالیزم – ۴۰۳ کوټه'},
          {en: 'Session 4: engineering sciences – room 404', fa: 'جلسهٔ ۴: علوم انجنیری – اتاق ۴۰۴', ps: '۴مه غونډه: د انجنیرۍ علوم – ۴۰۴ کوټه'},
          {en: 'Session 5: computer sciences and technology management – room 405', fa: 'جلسهٔ ۵: علوم کمپیوتر و مدیریت تکنالوژی – اتاق ۴۰۵', ps: '۵مه غونډه: کمپیوټري علوم او د ټکنالوژۍ مدیریت – ۴۰۵ کوټه'},
        ],
      },
      {time: at('13:00', '14:00'), program: {en: 'Lunch and prayer', fa: 'نان چاشت و نماز', ps: 'د غرمې ډوډۍ او لمونځ'}, venue: venues.cafeteria},
      {
        time: at('14:00', '15:00'),
        program: {en: 'Parallel sessions, part two', fa: 'جلسه‌های موازی، بخش دوم', ps: 'موازي غونډې، دویمه برخه'},
        venue: {en: 'Rooms 401–405, 4th floor', fa: 'اتاق‌های ۴۰۱ تا ۴۰۵، منزل چهارم', ps: '۴۰۱ تر ۴۰۵ کوټې، څلورم پوړ'},
      },
      {
        time: at('15:00', '15:30'),
        program: {en: 'Reports of the session chairs and recommendations', fa: 'گزارش رئیسان جلسه‌ها و پیشنهادها', ps: 'د غونډو د مشرانو راپورونه او وړاندیزونه'},
        venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'},
      },
      {
        time: at('15:30', '15:50'),
        program: {en: 'Certificates and closing remarks', fa: 'توزیع تصدیق‌نامه‌ها و سخنان اختتامیه', ps: 'د تصدیق‌نامو وېش او د پای وینا'},
        venue: {en: 'Pamir Hall', fa: 'سالون پامیر', ps: 'پامیر سالون'},
      },
      {time: at('15:50', '16:00'), program: {en: 'Group photo', fa: 'عکس دسته‌جمعی', ps: 'ډله‌ییز انځور'}, venue: {en: 'In front of Pamir Hall', fa: 'مقابل سالون پامیر', ps: 'د پامیر سالون مخې ته'}},
    ],
  },

  secretariat: [
    {role: {en: 'Chairman', fa: 'رئیس کنفرانس', ps: 'د کنفرانس رئیس'}, names: [{en: 'Dr. Abdul Qadir Sapand', fa: 'دکتور عبدالقادر سپند', ps: 'ډاکټر عبدالقادر سپند'}]},
    {role: {en: 'Secretary', fa: 'منشی', ps: 'منشي'}, names: [{en: 'Mr. Ajmal Siddiqi', fa: 'محترم اجمل صدیقی', ps: 'ښاغلی اجمل صدیقي'}]},
    {
      role: {en: 'Session chairs', fa: 'رئیسان جلسه‌ها', ps: 'د غونډو مشران'},
      names: [
        {en: 'Dr. Javid Noorzai (session 1)', fa: 'دکتور جاوید نورزی (جلسهٔ ۱)', ps: 'ډاکټر جاوید نورزی (۱مه غونډه)'},
        {en: 'Dr. Parwin Samadi (session 2)', fa: 'دکتور پروین صمدی (جلسهٔ ۲)', ps: 'ډاکټره پروین صمدي (۲مه غونډه)'},
        {en: 'Dr. Khalid Amiri (session 3)', fa: 'دکتور خالد امیری (جلسهٔ ۳)', ps: 'ډاکټر خالد امیري (۳مه غونډه)'},
        {en: 'Eng. Qudratullah Nawabi (session 4)', fa: 'انجنیر قدرت‌الله نوابی (جلسهٔ ۴)', ps: 'انجنیر قدرت الله نوابي (۴مه غونډه)'},
        {en: 'Dr. Nasrin Haidari (session 5)', fa: 'دکتور نسرین حیدری (جلسهٔ ۵)', ps: 'ډاکټره نسرین حیدري (۵مه غونډه)'},
      ],
    },
    {
      role: {en: 'Technical committee', fa: 'کمیتهٔ تخنیکی', ps: 'تخنیکي کمېټه'},
      names: [
        {en: 'Mr. Fawad Rahimi', fa: 'محترم فواد رحیمی', ps: 'ښاغلی فواد رحیمي'},
        {en: 'Ms. Nargis Sultani', fa: 'محترمه نرگس سلطانی', ps: 'میرمن نرګس سلطاني'},
      ],
    },
    {
      role: {en: 'Editorial board', fa: 'هیئت تحریر', ps: 'د تحریر بورډ'},
      names: [
        {en: 'Dr. Homayoun Saberi', fa: 'دکتور همایون صابری', ps: 'ډاکټر همایون صابري'},
        {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
        {en: 'Dr. Mirwais Sahak', fa: 'دکتور میرویس ساحک', ps: 'ډاکټر میرویس ساحک'},
      ],
    },
    {
      role: {en: 'Reviewers board', fa: 'هیئت داوران', ps: 'د بیاکتونکو بورډ'},
      names: [
        {en: 'Dr. Wahida Sultani', fa: 'دکتور واحده سلطانی', ps: 'ډاکټره واحده سلطاني'},
        {en: 'Dr. Farid Ahmad Sadat', fa: 'دکتور فرید احمد سادات', ps: 'ډاکټر فرید احمد سادات'},
        {en: 'Dr. Zarghona Stanikzai', fa: 'دکتور زرغونه استانکزی', ps: 'ډاکټره زرغونه ستانکزۍ'},
        {en: 'Eng. Masouda Nawabi', fa: 'انجنیر مسعوده نوابی', ps: 'انجنیره مسعوده نوابي'},
      ],
    },
    {
      role: {en: 'Organising team', fa: 'تیم تدارکات', ps: 'د تنظیم ټیم'},
      names: [
        {en: 'Mr. Bashir Ahmad Niazi', fa: 'محترم بشیر احمد نیازی', ps: 'ښاغلی بشیر احمد نیازي'},
        {en: 'Ms. Zuhal Karimi', fa: 'محترمه زحل کریمی', ps: 'میرمن زحل کریمي'},
        {en: 'Mr. Ahmad Fawad Rahimi', fa: 'محترم احمد فواد رحیمی', ps: 'ښاغلی احمد فواد رحیمي'},
      ],
    },
  ],

  papers: {
    sections: [
      {letter: sectionLetters.A, title: subThemes[0], papers: papersInSection(papers, 'A')},
      {letter: sectionLetters.B, title: subThemes[1], papers: papersInSection(papers, 'B')},
      {letter: sectionLetters.C, title: subThemes[2], papers: papersInSection(papers, 'C')},
      {letter: sectionLetters.D, title: subThemes[3], papers: papersInSection(papers, 'D')},
      {letter: sectionLetters.E, title: subThemes[4], papers: papersInSection(papers, 'E')},
    ],
  },

  abstracts,
});
