// What others may see of a person in lists and alerts: enough to recognise, not to reach them.

/** 'Nguyễn Văn An' -> 'Nguyễn V. A.': the family name stays, the rest become initials. */
export function maskName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const initial = (word: string) => `${(Array.from(word)[0] ?? '').toLocaleUpperCase('vi')}.`;
  if (words.length === 0) return '';
  if (words.length === 1) return initial(words[0]!);
  return [words[0]!, ...words.slice(1).map(initial)].join(' ');
}

/** '0912345667' -> '09******67'. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return '*'.repeat(phone.length);
  return `${phone.slice(0, 2)}${'*'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}
