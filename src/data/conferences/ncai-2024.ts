/**
 * NCAI 2024, the national conference on artificial intelligence of
 * 28 August 2024 (spec 2 "Conference pages", §5, §9): seven tabs, the agenda
 * from 8:00 AM to 4:00 PM with five parallel sessions, 23 papers in sections
 * A–E, 24 abstracts (some in Dari and Pashto) and 21 photos.
 *
 * Translators: change only the `fa` and `ps` texts. Papers and abstracts stay
 * in the language their authors wrote them in (`lang`). Every person, title
 * and e-mail here is an invented sample.
 */
import {identity} from '@site/src/config/identity';
import {campusAddress, factTerms, sectionLetters, staffEmail, tabLabels, university, venues} from './common';
import {aboutUniversityFull} from './university';
import {at, day, defineConference, paper, papersInSection, type Abstract, type Paper} from './model';

const papers: readonly Paper[] = [
  paper(1, 'A', 'en', 'Teachers’ Readiness to Use Generative AI in Kabul’s Private Universities', 'Hamid Rahmani, Sadia Noori'),
  paper(2, 'A', 'en', 'Chatbots as Study Partners: A Pilot with First-Year Computer Science Students', 'Farhad Azizi, Mursal Wardak'),
  paper(3, 'A', 'en', 'Academic Integrity in the Age of Large Language Models: What Students Think', 'Naveed Karimi'),
  paper(4, 'A', 'en', 'Adaptive Learning Systems for Low-Bandwidth Classrooms', 'Shabnam Ahmadzai, Omid Jalali'),
  paper(5, 'A', 'en', 'Automated Essay Feedback in English as a Foreign Language Courses', 'Laila Hashimi'),
  paper(6, 'B', 'en', 'Artificial Intelligence and the Future of Jobs in Afghanistan’s Service Sector', 'Javid Noorzai, Rahila Safi'),
  paper(7, 'B', 'en', 'Machine Learning for Credit Scoring in Microfinance: Opportunities and Bias Risks', 'Mohammad Yasin Hakimi'),
  paper(8, 'B', 'en', 'Algorithmic Pricing and Consumer Protection in Emerging Markets', 'Zarghona Stanikzai'),
  paper(9, 'B', 'fa', 'هوش مصنوعی و معاملات مالی از دیدگاه فقه اسلامی', 'عبدالحکیم فاضلی'),
  paper(10, 'B', 'ps', 'د مصنوعي ځیرکتیا اخلاقي پولې: د اسلامي اخلاقو له نظره یوه کتنه', 'محمد اسحاق ملګری'),
  paper(11, 'C', 'en', 'Deep Learning for Early Detection of Tuberculosis on Chest X-Rays', 'Wahida Sultani, Ahmad Shoaib Nazari'),
  paper(12, 'C', 'en', 'A Symptom-Checker Chatbot in Dari and Pashto for Rural Clinics', 'Sahar Mohmand, Belal Ahmadi'),
  paper(13, 'C', 'en', 'Forecasting Hospital Bed Demand in Kabul with Time-Series Models', 'Roya Habibi'),
  paper(14, 'C', 'en', 'Protecting Patient Data in AI-Assisted Diagnosis', 'Khalid Amiri'),
  paper(15, 'D', 'en', 'A Low-Cost Solar-Powered Robot for Monitoring Irrigation Canals', 'Sayed Mujtaba Hussaini, Fatima Rezayee'),
  paper(16, 'D', 'en', 'Computer Vision for Grading the Quality of Saffron', 'Nasir Ahmad Popal'),
  paper(17, 'D', 'en', 'Drones and Machine Learning for Mapping Informal Settlements', 'Tamana Yousufzai, Elyas Qaderi'),
  paper(18, 'D', 'en', 'Innovation Hubs and AI Start-ups: Lessons for Afghan Entrepreneurs', 'Sharif Barakzai'),
  paper(19, 'E', 'en', 'Misinformation, Deepfakes and Public Trust on Afghan Social Media', 'Mina Sharifi, Asadullah Zaheer'),
  paper(20, 'E', 'en', 'Towards Speech Recognition for Pashto: Building an Open Corpus', 'Abdul Wali Momand'),
  paper(21, 'E', 'en', 'Artificial Intelligence and Women’s Access to Online Learning', 'Freshta Karimi'),
  paper(22, 'E', 'fa', 'مسئولیت حقوقی ناشی از تصمیم‌های سیستم‌های هوش مصنوعی در حقوق افغانستان', 'نجیب‌الله رسولی'),
  paper(23, 'E', 'ps', 'د شخصي معلوماتو ساتنه او مصنوعي ځیرکتیا: د افغانستان د قوانینو یوه کتنه', 'ذبیح الله وردګ'),
];

const uniEn = university.en;
const uniFa = university.fa;
const uniPs = university.ps;

const abstracts: readonly Abstract[] = [
  {
    session: 'main',
    title: 'Embracing the Future: What Artificial Intelligence Asks of Afghan Universities',
    authors: ['Nasrin Haidari'],
    abstract:
      'Artificial intelligence is reaching Afghan classrooms, offices and clinics faster than our institutions can adapt. This keynote argues that universities have three tasks. They must teach every student, not only computer scientists, how these systems work and where they fail; they must build data and tools in Dari and Pashto so that the country is not left to systems trained on other people’s languages; and they must give policymakers independent advice on risks such as surveillance, bias and lost jobs. The talk closes with a proposal for a shared national network of university AI laboratories.',
    keywords: ['artificial intelligence', 'higher education', 'local languages', 'policy'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('n.haidari'),
    lang: 'en',
  },
  {
    number: 1,
    session: 1,
    title: papers[0]!.title,
    authors: ['Hamid Rahmani', 'Sadia Noori'],
    abstract:
      'This study surveyed 212 lecturers at six private universities in Kabul about their use of generative AI tools in teaching. Two thirds had tried a chatbot at least once, but fewer than one in five used one regularly to prepare lessons or assessments. Readiness was explained mainly by access to a reliable connection, prior training and the support of heads of department, and much less by age or subject. We recommend short, practical workshops and clear institutional guidance on acceptable use.',
    keywords: ['generative AI', 'teacher readiness', 'technology acceptance', 'Kabul'],
    affiliations: [`Faculty of Social Sciences, ${uniEn}`],
    contact: staffEmail('h.rahmani'),
    lang: 'en',
  },
  {
    number: 2,
    session: 1,
    title: papers[1]!.title,
    authors: ['Farhad Azizi', 'Mursal Wardak'],
    abstract:
      'We offered 64 first-year students a chatbot that explains programming errors and suggests next steps without writing the solution for them. Over eight weeks, students who used it submitted working exercises more often and asked teaching assistants fewer repetitive questions, while final exam scores did not differ from those of a comparison group. Interviews show that students valued the tool most late at night, when no help was available. We discuss how such tools can be configured to support learning rather than replace it.',
    keywords: ['chatbot', 'programming education', 'tutoring', 'pilot study'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('f.azizi'),
    lang: 'en',
  },
  {
    number: 3,
    session: 1,
    title: papers[2]!.title,
    authors: ['Naveed Karimi'],
    abstract:
      'Using focus groups with 48 undergraduates, this paper explores how students understand honesty when AI can write an essay in seconds. Most students drew the line between using AI to understand a topic, which they considered acceptable, and submitting its text as their own, which they did not; many, however, were unsure about paraphrasing and translation tools. The findings suggest that universities should define acceptable use course by course and redesign assessments so that the process of learning, not only its product, is graded.',
    keywords: ['academic integrity', 'large language models', 'assessment', 'students'],
    affiliations: [`Faculty of Social Sciences, ${uniEn}`],
    contact: staffEmail('n.karimi'),
    lang: 'en',
  },
  {
    number: 4,
    session: 1,
    title: papers[3]!.title,
    authors: ['Shabnam Ahmadzai', 'Omid Jalali'],
    abstract:
      'Adaptive learning platforms usually assume a fast, constant internet connection. We present a design that downloads a small bank of exercises once, adapts the sequence of questions on the learner’s phone, and synchronises results when a connection is available. In a six-week trial with 90 secondary-school graduates preparing for the university entry test, the offline-first version used 85 per cent less data than a conventional platform while giving comparable learning gains.',
    keywords: ['adaptive learning', 'offline-first', 'mobile learning', 'low bandwidth'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('s.ahmadzai'),
    lang: 'en',
  },
  {
    number: 5,
    session: 1,
    title: papers[4]!.title,
    authors: ['Laila Hashimi'],
    abstract:
      'Teachers of English as a foreign language rarely have time to give detailed feedback on every draft. This action research compared feedback generated by an AI tool with teacher feedback on 150 essays written by second-year students. The tool was strong on grammar and vocabulary but weak on organisation and argument, and it sometimes corrected features of Afghan English that were not errors. A combined approach, in which the teacher reviews and edits the tool’s comments, saved time and was preferred by students.',
    keywords: ['automated feedback', 'EFL writing', 'action research'],
    affiliations: [`English Language Centre, ${uniEn}`],
    contact: staffEmail('l.hashimi'),
    lang: 'en',
  },
  {
    number: 6,
    session: 2,
    title: papers[5]!.title,
    authors: ['Javid Noorzai', 'Rahila Safi'],
    abstract:
      'Which jobs in Afghanistan are most exposed to automation? Matching 120 occupations in banking, telecommunications, retail and public administration with the tasks that current AI systems can perform, we estimate that about a quarter of working hours in these sectors involve routine tasks that could be automated within a decade. Clerical and call-centre work is most exposed, while jobs requiring local knowledge and trust are least. We argue for retraining programmes and for using productivity gains to expand rather than cut services.',
    keywords: ['automation', 'labour market', 'service sector', 'Afghanistan'],
    subjectCodes: 'JEL: J24, O33',
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('j.noorzai'),
    lang: 'en',
  },
  {
    number: 7,
    session: 2,
    title: papers[6]!.title,
    authors: ['Mohammad Yasin Hakimi'],
    abstract:
      'Microfinance institutions lend to people without formal credit histories. Using anonymised records of 8,400 past loans from a sample institution, this paper compares logistic regression with gradient-boosted trees for predicting repayment. The machine learning model predicts defaults more accurately but relies on variables, such as district of residence, that can act as proxies for ethnicity or gender. We show how fairness constraints reduce such bias at a small cost in accuracy and recommend human review of every automated refusal.',
    keywords: ['credit scoring', 'microfinance', 'machine learning', 'algorithmic fairness'],
    subjectCodes: 'JEL: G21, C45',
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('m.hakimi'),
    lang: 'en',
  },
  {
    number: 8,
    session: 2,
    title: papers[7]!.title,
    authors: ['Zarghona Stanikzai'],
    abstract:
      'Online sellers increasingly let algorithms set prices that change by customer and by hour. This paper reviews the evidence on algorithmic pricing in emerging markets and asks whether Afghanistan’s consumer protection rules are ready for it. It identifies three risks: hidden personalised prices, tacit collusion between competing algorithms, and the exclusion of customers who are not online. It proposes simple transparency duties for platforms and a role for the competition authority in monitoring price data.',
    keywords: ['algorithmic pricing', 'consumer protection', 'competition', 'e-commerce'],
    subjectCodes: 'JEL: D18, L41',
    affiliations: [`Faculty of Law and Political Science, ${uniEn}`],
    contact: staffEmail('z.stanikzai'),
    lang: 'en',
  },
  {
    number: 9,
    session: 2,
    title: papers[8]!.title,
    authors: ['عبدالحکیم فاضلی'],
    abstract:
      'این مقاله بررسی می‌کند که قراردادها و معاملات مالی‌ای که سیستم‌های هوش مصنوعی به نمایندگی از انسان انجام می‌دهند، از دیدگاه فقه اسلامی چه حکمی دارند. با تکیه بر قواعد وکالت، رضایت طرفین و منع غرر، استدلال می‌شود که معاملهٔ خودکار در صورتی صحیح است که شرایط آن از پیش به طور روشن تعیین شده باشد و مسئولیت نهایی بر عهدهٔ انسان باقی بماند. در پایان، رهنمودهایی برای بانک‌ها و شرکت‌های مالی پیشنهاد می‌شود.',
    keywords: ['هوش مصنوعی', 'فقه معاملات', 'وکالت', 'غرر'],
    affiliations: [`پوهنځی شرعیات، ${uniFa}`],
    contact: staffEmail('a.fazili'),
    lang: 'fa',
  },
  {
    number: 10,
    session: 2,
    title: papers[9]!.title,
    authors: ['محمد اسحاق ملګری'],
    abstract:
      'دا مقاله د اسلامي اخلاقو د اصولو په رڼا کې د مصنوعي ځیرکتیا د کارونې اخلاقي پولې څېړي. د عدالت، امانت، د انسان د کرامت ساتنې او د زیان مخنیوي اصول د نویو ټیکنالوژیو له ننګونو سره پرتله کېږي. پایله دا ده چې مصنوعي ځیرکتیا په خپله نه ښه ده او نه بده، خو د هغې کارونه باید د انسانانو حقونه خوندي وساتي او پرېکړې یې د پوښتنې وړ وي. په پای کې د پوهنتونونو او دولتي ادارو لپاره وړاندیزونه شوي دي.',
    keywords: ['اسلامي اخلاق', 'مصنوعي ځیرکتیا', 'عدالت', 'مسؤلیت'],
    affiliations: [`د شرعیاتو پوهنځی، ${uniPs}`],
    contact: staffEmail('m.malgary'),
    lang: 'ps',
  },
  {
    number: 11,
    session: 3,
    title: papers[10]!.title,
    authors: ['Wahida Sultani', 'Ahmad Shoaib Nazari'],
    abstract:
      'Tuberculosis remains a major cause of illness in Afghanistan, and radiologists are scarce outside large cities. We fine-tuned a convolutional neural network on public chest X-ray collections and evaluated it on 600 anonymised images from a sample provincial hospital. The model reached a sensitivity of 91 per cent and a specificity of 86 per cent, comparable to a general practitioner reading the same images. We argue that such a tool could help prioritise patients for confirmatory testing, provided it is validated locally and used under medical supervision.',
    keywords: ['tuberculosis', 'deep learning', 'chest X-ray', 'screening'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`, 'Provincial Hospital Research Unit (sample)'],
    contact: staffEmail('w.sultani'),
    lang: 'en',
  },
  {
    number: 12,
    session: 3,
    title: papers[11]!.title,
    authors: ['Sahar Mohmand', 'Belal Ahmadi'],
    abstract:
      'Rural clinics are often staffed by nurses and community health workers who must decide quickly whether to refer a patient. We built a rule-based and machine-learning hybrid chatbot that asks about symptoms in Dari or Pashto and suggests an urgency level following national triage guidelines. In a simulation with 40 health workers and 200 written case scenarios, the chatbot’s advice agreed with a doctor’s in 84 per cent of cases. Users asked for voice input, as many patients cannot read.',
    keywords: ['chatbot', 'triage', 'rural health', 'Dari', 'Pashto'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('s.mohmand'),
    lang: 'en',
  },
  {
    number: 13,
    session: 3,
    title: papers[12]!.title,
    authors: ['Roya Habibi'],
    abstract:
      'Hospitals in Kabul face sharp seasonal peaks in admissions, particularly during winter respiratory illnesses and summer outbreaks of diarrhoeal disease. Using five years of anonymised monthly admission data from a sample hospital, this paper compares seasonal ARIMA models with a recurrent neural network for forecasting bed demand three months ahead. The simpler seasonal model performed as well as the neural network and was easier to explain to managers, which suggests that transparency should weigh heavily in choosing planning tools.',
    keywords: ['forecasting', 'hospital planning', 'ARIMA', 'neural networks'],
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('r.habibi'),
    lang: 'en',
  },
  {
    number: 14,
    session: 3,
    title: papers[13]!.title,
    authors: ['Khalid Amiri'],
    abstract:
      'AI-assisted diagnosis depends on large collections of patient records, yet Afghanistan has no specific law on health data. This paper maps the ways in which patient information can leak when images and records are shared with developers or cloud services, and reviews protective techniques such as anonymisation, federated learning and access logging. It proposes a short code of practice for hospitals that work with AI developers, built on consent, minimal data and clear responsibility.',
    keywords: ['health data', 'privacy', 'federated learning', 'code of practice'],
    affiliations: [`Faculty of Law and Political Science, ${uniEn}`],
    contact: staffEmail('k.amiri'),
    lang: 'en',
  },
  {
    number: 15,
    session: 4,
    title: papers[14]!.title,
    authors: ['Sayed Mujtaba Hussaini', 'Fatima Rezayee'],
    abstract:
      'Farmers lose much of their irrigation water to blocked and damaged canals. We designed a small wheeled robot, powered by a solar panel, that travels along a canal bank, measures water level and flow with ultrasonic sensors and sends short reports by SMS. Built from locally available parts for less than 300 US dollars, the prototype ran for three weeks on a canal near Kabul and detected all four blockages that occurred. We describe the design and the next steps towards a version that villages can maintain.',
    keywords: ['robotics', 'irrigation', 'solar power', 'low-cost design'],
    affiliations: [`Faculty of Engineering, ${uniEn}`],
    contact: staffEmail('m.hussaini'),
    lang: 'en',
  },
  {
    number: 16,
    session: 4,
    title: papers[15]!.title,
    authors: ['Nasir Ahmad Popal'],
    abstract:
      'Afghan saffron is sold in many grades, and grading by eye is slow and disputed. This paper presents a computer vision system that photographs a sample under controlled light and estimates colour strength and the share of foreign material. Trained on 1,200 labelled samples, the system agreed with expert graders in 88 per cent of cases. A smartphone version could help growers’ cooperatives check quality before sale and negotiate fairer prices.',
    keywords: ['computer vision', 'saffron', 'quality grading', 'agriculture'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('n.popal'),
    lang: 'en',
  },
  {
    number: 17,
    session: 4,
    title: papers[16]!.title,
    authors: ['Tamana Yousufzai', 'Elyas Qaderi'],
    abstract:
      'Many of Kabul’s residents live in informal settlements that are missing from official maps. We combined drone photographs of a sample district with a segmentation model that outlines buildings and roads. The model outlined buildings with 87 per cent accuracy, and the resulting map was checked with residents in two community meetings. We discuss how such maps can support planning of water, roads and schools, and the privacy safeguards that must accompany them.',
    keywords: ['drones', 'image segmentation', 'informal settlements', 'urban planning'],
    affiliations: [`Faculty of Engineering, ${uniEn}`],
    contact: staffEmail('t.yousufzai'),
    lang: 'en',
  },
  {
    number: 18,
    session: 4,
    title: papers[17]!.title,
    authors: ['Sharif Barakzai'],
    abstract:
      'Through interviews with founders of twelve technology start-ups and managers of three innovation hubs, this paper examines what helps young Afghan entrepreneurs build AI-based products. Access to mentors, affordable internet and online payment were the most cited needs; funding came second. Successful founders started from a narrow local problem rather than a technology. The paper recommends closer links between university laboratories and hubs, and small competitive grants for prototypes.',
    keywords: ['entrepreneurship', 'innovation hubs', 'start-ups', 'artificial intelligence'],
    subjectCodes: 'JEL: L26, O31',
    affiliations: [`Faculty of Economics, ${uniEn}`],
    contact: staffEmail('s.barakzai'),
    lang: 'en',
  },
  {
    number: 19,
    session: 5,
    title: papers[18]!.title,
    authors: ['Mina Sharifi', 'Asadullah Zaheer'],
    abstract:
      'Synthetic images, audio and video are becoming easy to make and hard to spot. We asked 400 social media users in Kabul to judge twenty real and manipulated posts. Participants identified manipulated posts only slightly better than chance, and confidence was unrelated to accuracy. Trust in a post depended more on who shared it than on its content. We recommend media literacy lessons in schools and universities and closer cooperation between newsrooms to verify viral content.',
    keywords: ['misinformation', 'deepfakes', 'media literacy', 'social media'],
    affiliations: [`Faculty of Social Sciences, ${uniEn}`],
    contact: staffEmail('m.sharifi'),
    lang: 'en',
  },
  {
    number: 20,
    session: 5,
    title: papers[19]!.title,
    authors: ['Abdul Wali Momand'],
    abstract:
      'Pashto is spoken by tens of millions of people but has few open resources for speech technology. This paper describes the first stage of an open corpus: 60 hours of read and spontaneous speech from 300 volunteer speakers of several dialects, transcribed and checked by students. A baseline recogniser trained on the corpus reached a word error rate of 32 per cent. We explain the consent process, the licence and how other universities can contribute recordings.',
    keywords: ['speech recognition', 'Pashto', 'open data', 'corpus'],
    affiliations: [`Faculty of Computer Science, ${uniEn}`],
    contact: staffEmail('a.momand'),
    lang: 'en',
  },
  {
    number: 21,
    session: 5,
    title: papers[20]!.title,
    authors: ['Freshta Karimi'],
    abstract:
      'For many Afghan women, online courses are now one of the few routes to further study. This qualitative study followed 30 women enrolled in online programmes and asked how AI-based tools, from translation to tutoring chatbots, affected their learning. Participants used the tools to overcome weak English and lack of teacher contact, but reported problems with cost of data, shared devices and tools that did not understand Dari. The paper calls for free access to data for learners and for tools built in local languages.',
    keywords: ['online learning', 'women', 'educational technology', 'access'],
    affiliations: [`Faculty of Social Sciences, ${uniEn}`],
    contact: staffEmail('f.karimi'),
    lang: 'en',
  },
  {
    number: 22,
    session: 5,
    title: papers[21]!.title,
    authors: ['نجیب‌الله رسولی'],
    abstract:
      'هرگاه یک سیستم هوش مصنوعی تصمیمی بگیرد که به شخصی زیان برساند، چه کسی مسئول است: سازندهٔ سیستم، استفاده‌کننده یا مالک آن؟ این مقاله با تحلیل احکام مسئولیت مدنی در قانون مدنی افغانستان نشان می‌دهد که قواعد موجود بر تقصیر انسان استوار اند و برای تصمیم‌های خودکار پاسخ روشنی ندارند. پیشنهاد می‌شود که مسئولیت عینی برای کاربردهای پرخطر پذیرفته شود و بیمهٔ اجباری برای آن‌ها در نظر گرفته شود.',
    keywords: ['مسئولیت مدنی', 'هوش مصنوعی', 'قانون مدنی', 'جبران خساره'],
    affiliations: [`پوهنځی حقوق و علوم سیاسی، ${uniFa}`],
    contact: staffEmail('n.rasuli'),
    lang: 'fa',
  },
  {
    number: 23,
    session: 5,
    title: papers[22]!.title,
    authors: ['ذبیح الله وردګ'],
    abstract:
      'مصنوعي ځیرکتیا د ډېرو شخصي معلوماتو په راټولولو او تحلیل ولاړه ده. دا مقاله د افغانستان په نافذه قوانینو کې د شخصي حریم او معلوماتو د ساتنې حکمونه څېړي او ښيي چې دا حکمونه ویشل شوي دي او د ډیجیټلي معلوماتو ځانګړې ستونزې نه رانغاړي. مقاله وړاندیز کوي چې د شخصي معلوماتو د ساتنې یو ځانګړی قانون جوړ شي، چې پکې د خلکو رضایت، د معلوماتو لږ راټولول او د څارنې یوه خپلواکه اداره شامل وي.',
    keywords: ['شخصي معلومات', 'د حریم ساتنه', 'مصنوعي ځیرکتیا', 'قانون جوړونه'],
    affiliations: [`د حقوقو او سیاسي علومو پوهنځی، ${uniPs}`],
    contact: staffEmail('z.wardak'),
    lang: 'ps',
  },
];

/** NCAI 2024, in the three languages. */
export const ncai2024 = defineConference({
  slug: 'ncai-2024',
  shortTitle: {en: 'NCAI 2024', fa: 'کنفرانس ملی هوش مصنوعی ۲۰۲۴', ps: 'د مصنوعي ځیرکتیا ملي کنفرانس ۲۰۲۴'},
  banner: {
    src: '/img/conferences/ncai-2024/banner.webp',
    width: 800,
    height: 450,
    facts: [
      {term: factTerms.date, detail: {en: 'Wednesday, 28 August 2024', fa: 'چهارشنبه، ۲۸ اگست ۲۰۲۴', ps: 'چهارشنبه، ۲۸ اګست ۲۰۲۴'}},
      {term: factTerms.venue, detail: {en: 'Main hall, main campus, Kabul', fa: 'سالون اصلی، کمپس مرکزی، کابل', ps: 'اصلي سالون، مرکزي کمپس، کابل'}},
      {term: factTerms.mode, detail: {en: 'In person, free registration', fa: 'حضوری، ثبت نام رایگان', ps: 'حضوري، وړیا نوم لیکنه'}},
    ],
  },
  tabsLabel: {en: 'NCAI 2024', fa: 'کنفرانس ملی هوش مصنوعی ۲۰۲۴', ps: 'د مصنوعي ځیرکتیا ملي کنفرانس ۲۰۲۴'},
  tabs: {
    university: {id: 'tab1', label: tabLabels.university},
    conference: {id: 'tab2', label: tabLabels.conference},
    agenda: {id: 'tab3', label: tabLabels.agenda},
    secretariat: {id: 'tab4', label: tabLabels.secretariat},
    papers: {id: 'tab5', label: tabLabels.papers},
    abstracts: {id: 'tab6', label: tabLabels.abstracts},
    images: {id: 'tab7', label: tabLabels.images},
  },

  university: aboutUniversityFull,

  about: [
    {
      heading: {
        en: 'Embracing the future: innovation, uncertainty, threats and challenges of artificial intelligence',
        fa: 'استقبال از آینده: نوآوری، ابهام، تهدیدها و چالش‌های هوش مصنوعی',
        ps: 'راتلونکي ته هرکلی: د مصنوعي ځیرکتیا نوښت، ناڅرګندتیا، ګواښونه او ننګونې',
      },
      paragraphs: [
        {
          en: 'Artificial intelligence is changing how people learn, work, heal and govern. It brings real opportunities for a country like Afghanistan, and real risks. This national conference brought together researchers, industry, officials, teachers, students and Islamic scholars to look at both with open eyes, and to ask how the country can take part in this change rather than merely undergo it.',
          fa: 'هوش مصنوعی شیوهٔ آموختن، کار کردن، درمان و حکومتداری را دگرگون می‌کند. این فناوری برای کشوری مانند افغانستان هم فرصت‌های واقعی دارد و هم خطرهای واقعی. این کنفرانس ملی محققین، فعالان سکتور صنعت، مقامات، استادان، محصلان و علمای دینی را گرد هم آورد تا با دیدی باز به هر دو جنبه بنگرند و بپرسند که کشور چگونه می‌تواند در این دگرگونی سهم فعال داشته باشد، نه آن که تنها از آن اثر بپذیرد.',
          ps: 'مصنوعي ځیرکتیا د زده کړې، کار، درملنې او حکومتولۍ بڼه بدلوي. دا ټیکنالوژي د افغانستان په څېر هېواد ته ریښتیني فرصتونه هم راوړي او ریښتیني خطرونه هم. دې ملي کنفرانس څېړونکي، د صنعت کارکوونکي، چارواکي، استادان، محصلین او دیني عالمان سره راټول کړل څو دواړو اړخونو ته په خلاصو سترګو وګوري او وپوښتي چې هېواد څنګه کولی شي په دې بدلون کې فعاله ونډه ولري، نه دا چې یوازې یې اغېز ومني.',
        },
      ],
    },
    {
      heading: {en: 'Objectives', fa: 'اهداف', ps: 'موخې'},
      list: [
        {
          en: 'Share current Afghan research on artificial intelligence and its uses.',
          fa: 'شریک ساختن تحقیقات جاری افغانستان در زمینهٔ هوش مصنوعی و کاربردهای آن.',
          ps: 'د مصنوعي ځیرکتیا او د هغې د کارونو په اړه د افغانستان د روانو څېړنو شریکول.',
        },
        {
          en: 'Identify the opportunities AI offers for education, the economy, health and public services.',
          fa: 'شناسایی فرصت‌هایی که هوش مصنوعی برای تعلیم و تربیه، اقتصاد، صحت و خدمات عامه فراهم می‌کند.',
          ps: 'د هغو فرصتونو پېژندل چې مصنوعي ځیرکتیا یې د زده کړې، اقتصاد، روغتیا او عامه خدمتونو لپاره برابروي.',
        },
        {
          en: 'Examine the threats and uncertainties: misinformation, bias, privacy, security and jobs.',
          fa: 'بررسی تهدیدها و ابهام‌ها: اطلاعات نادرست، تبعیض، حریم خصوصی، امنیت و اشتغال.',
          ps: 'د ګواښونو او ناڅرګندتیاوو څېړل: ناسم معلومات، تبعیض، شخصي حریم، امنیت او دندې.',
        },
        {
          en: 'Discuss the ethical, legal and Shariah questions that AI raises.',
          fa: 'بحث دربارهٔ پرسش‌های اخلاقی، حقوقی و شرعی که هوش مصنوعی مطرح می‌کند.',
          ps: 'د هغو اخلاقي، حقوقي او شرعي پوښتنو بحث چې مصنوعي ځیرکتیا یې راپورته کوي.',
        },
        {
          en: 'Build links between universities, industry and government for research and policy.',
          fa: 'ایجاد پیوند میان پوهنتون‌ها، سکتور صنعت و دولت برای تحقیق و پالیسی‌سازی.',
          ps: 'د څېړنې او پالیسۍ جوړونې لپاره د پوهنتونونو، صنعت او دولت ترمنځ اړیکې جوړول.',
        },
      ],
    },
    {
      heading: {en: 'Key themes', fa: 'محورهای اصلی', ps: 'اصلي محورونه'},
      list: [
        {en: 'AI and education', fa: 'هوش مصنوعی و تعلیم و تربیه', ps: 'مصنوعي ځیرکتیا او زده کړه'},
        {en: 'AI in economics and ethics', fa: 'هوش مصنوعی در اقتصاد و اخلاق', ps: 'مصنوعي ځیرکتیا په اقتصاد او اخلاقو کې'},
        {en: 'AI in health', fa: 'هوش مصنوعی در صحت', ps: 'مصنوعي ځیرکتیا په روغتیا کې'},
        {en: 'Robotics and innovation', fa: 'روباتیک و نوآوری', ps: 'روباټیک او نوښت'},
        {en: 'AI and society', fa: 'هوش مصنوعی و جامعه', ps: 'مصنوعي ځیرکتیا او ټولنه'},
      ],
    },
    {
      heading: {en: 'Target audience', fa: 'مخاطبان', ps: 'مخاطبین'},
      list: [
        {en: 'Researchers and academics', fa: 'محققین و استادان پوهنتون‌ها', ps: 'څېړونکي او د پوهنتونونو استادان'},
        {en: 'People working in industry', fa: 'کارمندان سکتور صنعت', ps: 'د صنعت کارکوونکي'},
        {en: 'Government officials and policymakers', fa: 'مقامات دولتی و پالیسی‌سازان', ps: 'دولتي چارواکي او پالیسي جوړوونکي'},
        {en: 'Students', fa: 'محصلان', ps: 'محصلین'},
        {en: 'Teachers and educators', fa: 'معلمان و آموزگاران', ps: 'ښوونکي او روزونکي'},
        {en: 'Islamic scholars', fa: 'علمای دینی', ps: 'دیني عالمان'},
        {en: 'The interested public', fa: 'عموم علاقه‌مندان', ps: 'عام علاقه‌مندان'},
      ],
    },
    {
      heading: {en: 'Language and mode', fa: 'زبان و شیوهٔ برگزاری', ps: 'ژبه او بڼه'},
      facts: [
        {
          term: factTerms.language,
          detail: {
            en: 'English is preferred. Papers on Shariah and law are also accepted in Dari and Pashto.',
            fa: 'زبان ترجیحی انگلیسی است. مقالات شرعیات و حقوق به زبان‌های دری و پشتو نیز پذیرفته می‌شوند.',
            ps: 'غوره ژبه انګلیسي ده. د شرعیاتو او حقوقو مقالې په دري او پښتو ژبو هم منل کېږي.',
          },
        },
        {
          term: factTerms.mode,
          detail: {en: 'Physical (in person) on campus', fa: 'فزیکی (حضوری) در پوهنتون', ps: 'فزیکي (حضوري) په پوهنتون کې'},
        },
        {
          term: factTerms.registration,
          detail: {en: 'Free of charge', fa: 'رایگان', ps: 'وړیا'},
        },
      ],
    },
    {
      heading: {en: 'Important dates', fa: 'تاریخ‌های مهم', ps: 'مهمې نېټې'},
      dates: [
        {label: {en: 'Last date for abstracts', fa: 'آخرین مهلت ارسال خلاصه', ps: 'د لنډیز د لېږلو وروستۍ نېټه'}, date: day('2024-06-20')},
        {label: {en: 'Decision on abstracts', fa: 'اعلام نتیجهٔ خلاصه‌ها', ps: 'د لنډیزونو د پایلې اعلان'}, date: day('2024-06-25')},
        {label: {en: 'Full paper deadline', fa: 'آخرین مهلت ارسال مقالهٔ کامل', ps: 'د بشپړې مقالې وروستۍ نېټه'}, date: day('2024-08-25')},
        {label: {en: 'Conference day', fa: 'روز کنفرانس', ps: 'د کنفرانس ورځ'}, date: day('2024-08-28', {weekday: true})},
      ],
    },
    {
      heading: {en: 'Abstract and paper guidelines', fa: 'رهنمود ارسال خلاصه و مقاله', ps: 'د لنډیز او مقالې لارښوونې'},
      list: [
        {
          en: 'The abstract has 300 to 350 words at most and covers the aim, objectives, results and conclusions of the study.',
          fa: 'خلاصه حداکثر ۳۰۰ تا ۳۵۰ کلمه باشد و هدف، اهداف مشخص، نتایج و نتیجه‌گیری تحقیق را در بر گیرد.',
          ps: 'لنډیز باید تر ډېره ۳۰۰ تر ۳۵۰ کلمې وي او د څېړنې هدف، موخې، پایلې او پایله‌اخیستنه ونغاړي.',
        },
        {
          en: 'A biography of the author of 50 to 100 words accompanies the abstract.',
          fa: 'زندگی‌نامهٔ نویسنده در ۵۰ تا ۱۰۰ کلمه همراه خلاصه فرستاده شود.',
          ps: 'د لیکوال ژوندلیک په ۵۰ تر ۱۰۰ کلمو کې له لنډیز سره ولېږل شي.',
        },
        {
          en: 'The full paper has up to 5000 words, or 3000 to 4000 words for work in progress, including the abstract, figures, references and appendices (about 10 pages).',
          fa: 'مقالهٔ کامل حداکثر ۵۰۰۰ کلمه، و برای تحقیقات در حال انجام ۳۰۰۰ تا ۴۰۰۰ کلمه باشد، با احتساب خلاصه، اشکال، منابع و ضمیمه‌ها (حدود ۱۰ صفحه).',
          ps: 'بشپړه مقاله تر ۵۰۰۰ کلمو پورې، او د روانو څېړنو لپاره ۳۰۰۰ تر ۴۰۰۰ کلمې وي، چې لنډیز، شکلونه، سرچینې او ضمیمې پکې شاملې دي (شاوخوا ۱۰ مخه).',
        },
        {
          en: 'Citations follow IEEE style for computing, IT and engineering, and APA style for social sciences, economics, management, humanities, arts and other fields.',
          fa: 'مآخذدهی برای کمپیوتر، تکنالوژی معلوماتی و انجنیری به شیوهٔ IEEE، و برای علوم اجتماعی، اقتصاد، مدیریت، علوم بشری، هنر و سایر رشته‌ها به شیوهٔ APA باشد.',
          ps: 'د کمپیوټر، معلوماتي ټکنالوژۍ او انجنیرۍ لپاره سرچینې د IEEE په بڼه، او د ټولنیزو علومو، اقتصاد، مدیریت، بشري علومو، هنر او نورو برخو لپاره د APA په بڼه ورکړل شي.',
        },
        {
          en: 'Work must be original and unpublished, free of libellous or plagiarised material; every submission is checked for plagiarism.',
          fa: 'اثر باید اصیل و نشرناشده و عاری از مطالب افتراآمیز یا سرقت علمی باشد؛ همهٔ آثار ارسال‌شده از نظر سرقت علمی بررسی می‌شوند.',
          ps: 'اثر باید اصلي او نه خپور شوی وي، او تور لګوونکي یا غلا شوي مطالب پکې نه وي؛ ټول استول شوي آثار د علمي غلا له پلوه کتل کېږي.',
        },
        {
          en: 'The e-mail must give the full address and contact details of the principal author and of the presenting author.',
          fa: 'ایمیل باید آدرس کامل و معلومات تماس نویسندهٔ اصلی و ارائه‌کنندهٔ مقاله را در بر داشته باشد.',
          ps: 'برېښنالیک باید د اصلي لیکوال او د مقالې د وړاندې کوونکي بشپړ پته او د اړیکې معلومات ولري.',
        },
        {
          en: 'Send the abstract as a Word attachment by e-mail to the secretariat at {email}.',
          fa: 'خلاصه را به صورت فایل ضمیمهٔ Word از طریق ایمیل به دارالانشا به آدرس {email} بفرستید.',
          ps: 'لنډیز د Word د ضمیمې فایل په توګه د برېښنالیک له لارې دارالانشا ته په {email} پته ولېږئ.',
        },
      ],
    },
    {
      heading: {en: 'Keynote speaker', fa: 'سخنران اصلی', ps: 'اصلي وینا کوونکې'},
      paragraphs: [
        {
          en: 'Dr. Nasrin Haidari (sample name), professor of computer science at the university, gave the keynote speech, “Embracing the future: what artificial intelligence asks of Afghan universities”. Her research is on language technology for Dari and Pashto and on the responsible use of data in public services.',
          fa: 'دکتور نسرین حیدری (نام نمونه)، استاد کمپیوترساینس در پوهنتون، سخنرانی اصلی را با عنوان «استقبال از آینده: هوش مصنوعی از پوهنتون‌های افغانستان چه می‌خواهد» ایراد کرد. تحقیقات او دربارهٔ تکنالوژی زبان برای دری و پشتو و استفادهٔ مسئولانه از معلومات در خدمات عامه است.',
          ps: 'ډاکټرې نسرین حیدري (نمونه نوم)، د پوهنتون د کمپیوټر ساینس استادې، د «راتلونکي ته هرکلی: مصنوعي ځیرکتیا له افغان پوهنتونونو څه غواړي» تر سرلیک لاندې اصلي وینا وکړه. د هغې څېړنې د دري او پښتو لپاره د ژبې پر ټکنالوژۍ او په عامه خدمتونو کې د معلوماتو پر مسؤلانه کارونې دي.',
        },
      ],
    },
    {
      heading: {en: 'Secretariat contact', fa: 'تماس با دارالانشا', ps: 'له دارالانشا سره اړیکه'},
      paragraphs: [
        {
          en: 'Questions about submissions, registration and the program go to the conference secretariat at the Department of Research and Development.',
          fa: 'پرسش‌های مربوط به ارسال مقاله، ثبت نام و برنامه را با دارالانشای کنفرانس در دیپارتمنت تحقیق و انکشاف در میان بگذارید.',
          ps: 'د مقالو د لېږلو، نوم لیکنې او پروګرام په اړه پوښتنې د څېړنې او پراختیا په دیپارټمنټ کې د کنفرانس له دارالانشا سره شریکې کړئ.',
        },
      ],
      contact: {email: identity.submissionsEmail, phone: '+93 700 000 140', address: campusAddress},
    },
    {
      heading: {en: 'Location', fa: 'محل برگزاری', ps: 'ځای'},
      paragraphs: [
        {
          en: 'Main hall of the university, main campus, Taimani, Kabul. The parallel sessions met in the main hall and in rooms 601 to 604 on the sixth floor.',
          fa: 'سالون اصلی پوهنتون، کمپس مرکزی، تایمنی، کابل. جلسه‌های موازی در سالون اصلی و در اتاق‌های ۶۰۱ تا ۶۰۴ در منزل ششم برگزار شدند.',
          ps: 'د پوهنتون اصلي سالون، مرکزي کمپس، تایمني، کابل. موازي غونډې په اصلي سالون او د شپږم پوړ په ۶۰۱ تر ۶۰۴ کوټو کې جوړې شوې.',
        },
      ],
    },
  ],

  agenda: {
    caption: {
      en: 'Agenda, Wednesday 28 August 2024',
      fa: 'اجندای کنفرانس، چهارشنبه ۲۸ اگست ۲۰۲۴',
      ps: 'د کنفرانس اجنډا، چهارشنبه ۲۸ اګست ۲۰۲۴',
    },
    rows: [
      {time: at('08:00', '08:30'), program: {en: 'Registration of guests', fa: 'ثبت نام مهمانان', ps: 'د مېلمنو نوم لیکنه'}, venue: venues.entrance},
      {
        time: at('08:30', '08:40'),
        program: {en: 'Recitation of the Holy Quran', fa: 'تلاوت آیاتی از قرآن کریم', ps: 'د قرآن کریم د څو آیتونو تلاوت'},
        venue: venues.mainHall,
      },
      {
        time: at('08:40', '09:00'),
        program: {en: 'Opening remarks by the chancellor', fa: 'سخنان افتتاحیهٔ رئیس پوهنتون', ps: 'د پوهنتون د رئیس پرانیستونکې وینا'},
        venue: venues.mainHall,
      },
      {
        time: at('09:00', '09:40'),
        program: {
          en: 'Keynote speech: “Embracing the future: what artificial intelligence asks of Afghan universities”',
          fa: 'سخنرانی اصلی: «استقبال از آینده: هوش مصنوعی از پوهنتون‌های افغانستان چه می‌خواهد»',
          ps: 'اصلي وینا: «راتلونکي ته هرکلی: مصنوعي ځیرکتیا له افغان پوهنتونونو څه غواړي»',
        },
        venue: venues.mainHall,
      },
      {
        time: at('09:40', '10:10'),
        program: {en: 'Remarks by guests', fa: 'سخنان مهمانان', ps: 'د مېلمنو وینا'},
        venue: venues.mainHall,
        details: [
          {en: 'A representative of the technology industry', fa: 'نمایندهٔ سکتور تکنالوژی', ps: 'د ټکنالوژۍ د سکتور استازی'},
          {en: 'A representative of the Islamic scholars', fa: 'نمایندهٔ علمای دینی', ps: 'د دیني عالمانو استازی'},
        ],
      },
      {
        time: at('10:10', '11:00'),
        program: {
          en: 'Panel discussion: artificial intelligence in Afghanistan – opportunities, threats and the way ahead',
          fa: 'میزگرد: هوش مصنوعی در افغانستان – فرصت‌ها، تهدیدها و راه پیش رو',
          ps: 'پینل بحث: مصنوعي ځیرکتیا په افغانستان کې – فرصتونه، ګواښونه او مخکې لار',
        },
        venue: venues.mainHall,
      },
      {
        time: at('11:00', '11:15'),
        program: {
          en: 'Distribution of shields of appreciation',
          fa: 'توزیع شیلدهای قدردانی',
          ps: 'د مننې د شیلډونو وېش',
        },
        venue: venues.mainHall,
      },
      {time: at('11:15', '11:30'), program: {en: 'Tea break', fa: 'وقفهٔ چای', ps: 'د چای وقفه'}, venue: venues.lobby},
      {
        time: at('11:30', '13:00'),
        program: {
          en: 'Five parallel sessions (see below)',
          fa: 'پنج جلسهٔ موازی (در پایین ببینید)',
          ps: 'پنځه موازي غونډې (لاندې یې وګورئ)',
        },
        venue: {en: 'Main hall and rooms 601–604', fa: 'سالون اصلی و اتاق‌های ۶۰۱ تا ۶۰۴', ps: 'اصلي سالون او ۶۰۱ تر ۶۰۴ کوټې'},
      },
      {time: at('13:00', '14:00'), program: {en: 'Lunch and prayer break', fa: 'نان چاشت و وقفهٔ نماز', ps: 'د غرمې ډوډۍ او د لمانځه وقفه'}, venue: venues.cafeteria},
      {
        time: at('14:00', '15:00'),
        program: {
          en: 'Summaries of the parallel sessions by their moderators',
          fa: 'گزارش خلاصهٔ جلسه‌های موازی از سوی گردانندگان',
          ps: 'د موازي غونډو لنډ راپور د غونډو د چلوونکو له خوا',
        },
        venue: venues.mainHall,
      },
      {
        time: at('15:00', '15:30'),
        program: {en: 'Distribution of certificates', fa: 'توزیع تصدیق‌نامه‌ها', ps: 'د تصدیق‌نامو وېش'},
        venue: venues.mainHall,
      },
      {
        time: at('15:30', '16:00'),
        program: {en: 'Closing remarks', fa: 'سخنان اختتامیه', ps: 'د پای وینا'},
        venue: venues.mainHall,
      },
      {time: at('16:00'), program: {en: 'Networking', fa: 'آشنایی و تبادل نظر', ps: 'پېژندګلوي او د نظرونو تبادله'}, venue: venues.lobby},
    ],
  },

  sessions: {
    heading: {
      en: 'Parallel sessions, 11:30 AM – 1:00 PM',
      fa: 'جلسه‌های موازی، ۱۱:۳۰ ق.ظ – ۱:۰۰ ب.ظ',
      ps: 'موازي غونډې، ۱۱:۳۰ غ.م – ۱:۰۰ غ.و',
    },
    list: [
      {
        number: 1,
        title: {en: 'AI and Education', fa: 'هوش مصنوعی و تعلیم و تربیه', ps: 'مصنوعي ځیرکتیا او زده کړه'},
        chair: {en: 'Dr. Homayoun Saberi', fa: 'دکتور همایون صابری', ps: 'ډاکټر همایون صابري'},
        room: venues.mainHall,
        papers: papersInSection(papers, 'A'),
      },
      {
        number: 2,
        title: {en: 'Economics and Ethics', fa: 'اقتصاد و اخلاق', ps: 'اقتصاد او اخلاق'},
        chair: {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
        room: {en: 'Room 601', fa: 'اتاق ۶۰۱', ps: '۶۰۱ کوټه'},
        papers: papersInSection(papers, 'B'),
      },
      {
        number: 3,
        title: {en: 'Health', fa: 'صحت', ps: 'روغتیا'},
        chair: {en: 'Dr. Mirwais Sahak', fa: 'دکتور میرویس ساحک', ps: 'ډاکټر میرویس ساحک'},
        room: {en: 'Room 602', fa: 'اتاق ۶۰۲', ps: '۶۰۲ کوټه'},
        papers: papersInSection(papers, 'C'),
      },
      {
        number: 4,
        title: {en: 'Robotics and Innovation', fa: 'روباتیک و نوآوری', ps: 'روباټیک او نوښت'},
        chair: {en: 'Eng. Qudratullah Nawabi', fa: 'انجنیر قدرت‌الله نوابی', ps: 'انجنیر قدرت الله نوابي'},
        room: {en: 'Room 603', fa: 'اتاق ۶۰۳', ps: '۶۰۳ کوټه'},
        papers: papersInSection(papers, 'D'),
      },
      {
        number: 5,
        title: {en: 'Society', fa: 'جامعه', ps: 'ټولنه'},
        chair: {en: 'Dr. Parwin Samadi', fa: 'دکتور پروین صمدی', ps: 'ډاکټره پروین صمدي'},
        room: {en: 'Room 604', fa: 'اتاق ۶۰۴', ps: '۶۰۴ کوټه'},
        papers: papersInSection(papers, 'E'),
      },
    ],
  },

  secretariat: [
    {role: {en: 'Patron', fa: 'حامی', ps: 'سرپرست'}, names: [{en: 'Dr. Abdul Qadir Sapand', fa: 'دکتور عبدالقادر سپند', ps: 'ډاکټر عبدالقادر سپند'}]},
    {role: {en: 'Chairman', fa: 'رئیس کنفرانس', ps: 'د کنفرانس رئیس'}, names: [{en: 'Dr. Homayoun Saberi', fa: 'دکتور همایون صابری', ps: 'ډاکټر همایون صابري'}]},
    {role: {en: 'Secretary', fa: 'منشی', ps: 'منشي'}, names: [{en: 'Ms. Hasina Omari', fa: 'محترمه حسینه عمری', ps: 'میرمن حسینه عمري'}]},
    {
      role: {en: 'Members', fa: 'اعضا', ps: 'غړي'},
      names: [
        {en: 'Dr. Shakila Ahmadi', fa: 'دکتور شکیلا احمدی', ps: 'ډاکټره شکیلا احمدي'},
        {en: 'Dr. Mirwais Sahak', fa: 'دکتور میرویس ساحک', ps: 'ډاکټر میرویس ساحک'},
        {en: 'Mr. Ajmal Siddiqi', fa: 'محترم اجمل صدیقی', ps: 'ښاغلی اجمل صدیقي'},
      ],
    },
    {
      role: {en: 'Technical committee', fa: 'کمیتهٔ تخنیکی', ps: 'تخنیکي کمېټه'},
      names: [
        {en: 'Eng. Qudratullah Nawabi', fa: 'انجنیر قدرت‌الله نوابی', ps: 'انجنیر قدرت الله نوابي'},
        {en: 'Mr. Farhad Azizi', fa: 'محترم فرهاد عزیزی', ps: 'ښاغلی فرهاد عزیزي'},
        {en: 'Ms. Mursal Wardak', fa: 'محترمه مرسل وردک', ps: 'میرمن مرسل وردګ'},
      ],
    },
    {
      role: {en: 'Editorial and reviewers board', fa: 'هیئت تحریر و داوران', ps: 'د تحریر او بیاکتونکو بورډ'},
      names: [
        {en: 'Dr. Nasrin Haidari', fa: 'دکتور نسرین حیدری', ps: 'ډاکټره نسرین حیدري'},
        {en: 'Dr. Parwin Samadi', fa: 'دکتور پروین صمدی', ps: 'ډاکټره پروین صمدي'},
        {en: 'Dr. Javid Noorzai', fa: 'دکتور جاوید نورزی', ps: 'ډاکټر جاوید نورزی'},
        {en: 'Mawlawi Abdul Hakim Fazili', fa: 'مولوی عبدالحکیم فاضلی', ps: 'مولوي عبدالحکیم فاضلي'},
      ],
    },
    {
      role: {en: 'Organising team', fa: 'تیم تدارکات', ps: 'د تنظیم ټیم'},
      names: [
        {en: 'Mr. Ahmad Fawad Rahimi', fa: 'محترم احمد فواد رحیمی', ps: 'ښاغلی احمد فواد رحیمي'},
        {en: 'Ms. Zuhal Karimi', fa: 'محترمه زحل کریمی', ps: 'میرمن زحل کریمي'},
        {en: 'Mr. Bashir Ahmad Niazi', fa: 'محترم بشیر احمد نیازی', ps: 'ښاغلی بشیر احمد نیازي'},
      ],
    },
  ],

  papers: {
    sections: [
      {letter: sectionLetters.A, title: {en: 'AI and Education', fa: 'هوش مصنوعی و تعلیم و تربیه', ps: 'مصنوعي ځیرکتیا او زده کړه'}, papers: papersInSection(papers, 'A')},
      {letter: sectionLetters.B, title: {en: 'Economics and Ethics', fa: 'اقتصاد و اخلاق', ps: 'اقتصاد او اخلاق'}, papers: papersInSection(papers, 'B')},
      {letter: sectionLetters.C, title: {en: 'Health', fa: 'صحت', ps: 'روغتیا'}, papers: papersInSection(papers, 'C')},
      {letter: sectionLetters.D, title: {en: 'Robotics and Innovation', fa: 'روباتیک و نوآوری', ps: 'روباټیک او نوښت'}, papers: papersInSection(papers, 'D')},
      {letter: sectionLetters.E, title: {en: 'Society', fa: 'جامعه', ps: 'ټولنه'}, papers: papersInSection(papers, 'E')},
    ],
  },

  abstracts,

  // Written out one by one: scripts/generate-assets.ts finds images by their literal paths.
  gallery: [
    '/img/conferences/ncai-2024/photo-01.webp',
    '/img/conferences/ncai-2024/photo-02.webp',
    '/img/conferences/ncai-2024/photo-03.webp',
    '/img/conferences/ncai-2024/photo-04.webp',
    '/img/conferences/ncai-2024/photo-05.webp',
    '/img/conferences/ncai-2024/photo-06.webp',
    '/img/conferences/ncai-2024/photo-07.webp',
    '/img/conferences/ncai-2024/photo-08.webp',
    '/img/conferences/ncai-2024/photo-09.webp',
    '/img/conferences/ncai-2024/photo-10.webp',
    '/img/conferences/ncai-2024/photo-11.webp',
    '/img/conferences/ncai-2024/photo-12.webp',
    '/img/conferences/ncai-2024/photo-13.webp',
    '/img/conferences/ncai-2024/photo-14.webp',
    '/img/conferences/ncai-2024/photo-15.webp',
    '/img/conferences/ncai-2024/photo-16.webp',
    '/img/conferences/ncai-2024/photo-17.webp',
    '/img/conferences/ncai-2024/photo-18.webp',
    '/img/conferences/ncai-2024/photo-19.webp',
    '/img/conferences/ncai-2024/photo-20.webp',
    '/img/conferences/ncai-2024/photo-21.webp',
  ],
});
