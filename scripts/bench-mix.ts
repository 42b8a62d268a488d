/**
 * The search mix of npm run bench:db and bench:memory-scale. What visitors actually do: land, type a
 * keyword, narrow by place/type, sort, page on. `company: ''` stands for the company with the most jobs.
 */
export const MIX: { name: string; params: Record<string, string> }[] = [
  { name: 'landing (no filters)', params: {} },
  { name: 'q=software engineer', params: { q: 'software engineer' } },
  { name: 'q=staf akunt (prefix)', params: { q: 'staf akunt' } },
  { name: 'q=excel (broad skill)', params: { q: 'excel' } },
  { name: 'location=dki-jakarta', params: { location: 'dki-jakarta' } },
  { name: 'city=bandung + FULL_TIME', params: { location: 'bandung', type: 'FULL_TIME' } },
  { name: 'IT + remote/hybrid', params: { category: 'information-technology', arrangement: 'remote,hybrid' } },
  { name: 'q=sales + jawa-timur, newest', params: { q: 'sales', location: 'jawa-timur', sort: 'newest' } },
  { name: 'salary>=15M sort salary', params: { salaryMin: '15000000', sort: 'salary' } },
  { name: 'posted 7d + CONTRACTOR', params: { posted: '7', type: 'CONTRACTOR' } },
  { name: 'q=perawat + surabaya', params: { q: 'perawat', location: 'surabaya' } },
  { name: 'mid_senior sort salary', params: { level: 'mid_senior', sort: 'salary' } },
  { name: 'page 5 newest', params: { page: '5', sort: 'newest' } },
  { name: 'q=driver onsite page 2', params: { q: 'driver', arrangement: 'onsite', page: '2' } },
  { name: 'company page filter', params: { company: '' } },
];
