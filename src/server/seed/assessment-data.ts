/** Starter question banks for the English assessment and the personality test. */
const opts = (...pairs: [string, string, string][]) => pairs.map(([key, en, id]) => ({ key, text_en: en, text_id: id }));
const same = (...keys: string[]) => opts(...keys.map((k, i) => [String.fromCharCode(97 + i), k, k] as [string, string, string]));

export const ENGLISH_QUESTIONS = [
  {
    section: 'grammar',
    promptEn: 'She ___ in Surabaya since 2019.',
    promptId: 'She ___ in Surabaya since 2019.',
    options: same('lives', 'has lived', 'is living', 'lived'),
    correct: 'b',
  },
  {
    section: 'grammar',
    promptEn: 'If I ___ the report earlier, I would have sent it.',
    promptId: 'If I ___ the report earlier, I would have sent it.',
    options: same('finish', 'finished', 'had finished', 'have finished'),
    correct: 'c',
  },
  {
    section: 'grammar',
    promptEn: 'The meeting was postponed ___ the heavy rain.',
    promptId: 'The meeting was postponed ___ the heavy rain.',
    options: same('because', 'due to', 'although', 'despite'),
    correct: 'b',
  },
  {
    section: 'vocabulary',
    promptEn: 'Choose the word closest in meaning to "deadline".',
    promptId: 'Pilih kata yang paling dekat artinya dengan "deadline".',
    options: same('due date', 'headline', 'schedule', 'budget'),
    correct: 'a',
  },
  {
    section: 'vocabulary',
    promptEn: 'A person who applies for a job is an ___.',
    promptId: 'Orang yang melamar pekerjaan disebut ___.',
    options: same('employer', 'applicant', 'interviewer', 'supervisor'),
    correct: 'b',
  },
  {
    section: 'vocabulary',
    promptEn: 'To "follow up" on an email means to ___.',
    promptId: 'Arti "follow up" pada email adalah ___.',
    options: same('delete it', 'ignore it', 'check on it later', 'forward it'),
    correct: 'c',
  },
  {
    section: 'reading',
    promptEn: '"Applicants must hold a valid SIM B1." What is required?',
    promptId: '"Applicants must hold a valid SIM B1." Apa yang disyaratkan?',
    options: same('A degree', 'A driving licence', 'A passport', 'A certificate of health'),
    correct: 'b',
  },
  {
    section: 'reading',
    promptEn: '"The position reports to the Finance Manager." Who is the supervisor?',
    promptId: '"The position reports to the Finance Manager." Siapa atasannya?',
    options: same('The HR team', 'The Finance Manager', 'The CEO', 'The applicant'),
    correct: 'b',
  },
  {
    section: 'grammar',
    promptEn: 'Neither the manager nor the staff ___ aware of the change.',
    promptId: 'Neither the manager nor the staff ___ aware of the change.',
    options: same('was', 'were', 'is being', 'be'),
    correct: 'b',
  },
  {
    section: 'vocabulary',
    promptEn: 'Which word means "to make something better"?',
    promptId: 'Kata mana yang berarti "membuat sesuatu menjadi lebih baik"?',
    options: same('reduce', 'improve', 'delay', 'assign'),
    correct: 'b',
  },
];

const LIKERT = opts(
  ['1', 'Strongly disagree', 'Sangat tidak setuju'],
  ['2', 'Disagree', 'Tidak setuju'],
  ['3', 'Neutral', 'Netral'],
  ['4', 'Agree', 'Setuju'],
  ['5', 'Strongly agree', 'Sangat setuju'],
);

export const PERSONALITY_QUESTIONS = [
  {
    section: 'extraversion',
    promptEn: 'I feel energised after meeting new people.',
    promptId: 'Saya merasa bersemangat setelah bertemu orang baru.',
    reverse: false,
  },
  {
    section: 'extraversion',
    promptEn: 'I prefer to work quietly on my own.',
    promptId: 'Saya lebih suka bekerja sendiri dengan tenang.',
    reverse: true,
  },
  {
    section: 'conscientiousness',
    promptEn: 'I finish tasks before their deadline.',
    promptId: 'Saya menyelesaikan tugas sebelum tenggat waktu.',
    reverse: false,
  },
  {
    section: 'conscientiousness',
    promptEn: 'I often leave my work space untidy.',
    promptId: 'Saya sering membiarkan meja kerja berantakan.',
    reverse: true,
  },
  {
    section: 'agreeableness',
    promptEn: 'I try to understand others before I disagree with them.',
    promptId: 'Saya berusaha memahami orang lain sebelum tidak setuju dengannya.',
    reverse: false,
  },
  {
    section: 'agreeableness',
    promptEn: 'I find it hard to forgive mistakes.',
    promptId: 'Saya sulit memaafkan kesalahan orang lain.',
    reverse: true,
  },
  {
    section: 'openness',
    promptEn: 'I enjoy trying new ways of doing my work.',
    promptId: 'Saya senang mencoba cara baru dalam bekerja.',
    reverse: false,
  },
  {
    section: 'openness',
    promptEn: 'I prefer routines that never change.',
    promptId: 'Saya lebih suka rutinitas yang tidak pernah berubah.',
    reverse: true,
  },
  {
    section: 'stability',
    promptEn: 'I stay calm when plans change at the last minute.',
    promptId: 'Saya tetap tenang ketika rencana berubah mendadak.',
    reverse: false,
  },
  {
    section: 'stability',
    promptEn: 'I worry a lot about small mistakes.',
    promptId: 'Saya sangat khawatir tentang kesalahan kecil.',
    reverse: true,
  },
].map((q) => ({ ...q, options: LIKERT }));
