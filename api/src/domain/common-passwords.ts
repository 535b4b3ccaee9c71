// The most common passwords of 10 characters or more (shorter ones are refused by length anyway),
// from the public leaked-password top lists, plus Estonian favourites. Compared case-insensitively.
// Small on purpose: it ships to the browser with the sign-up form.
const COMMON_PASSWORDS = new Set(
  `
1234567890 12345678910 123456789a 1234567891 0123456789 0987654321 9876543210 1029384756 1122334455
1234512345 123456123456 1231231234 123123123123 1212121212 1111111111 2222222222 5555555555 7777777777
9999999999 0000000000 11111111111 123456789012 1234567890123 12345678900 1234554321 1234567899
1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u q1w2e3r4t5 q1w2e3r4t5y6 1a2b3c4d5e a1b2c3d4e5 1qaz2wsx3edc
1qazxsw23edc zaq12wsxcde3 qazwsxedcrfv qazwsxedc123 qwertyuiop qwertyuiop123 qwerty1234 qwerty12345
qwerty123456 1234qwerty 12345qwerty 123qweasdzxc qweasdzxc123 qweasdzxc1 asdfghjkl1 asdfghjkl123
asdfghjkl; zxcvbnm123 zxcvbnm1234 qwertyuiopasdfghjkl abcdefghij abcdefghijk abcd123456 abc1234567
a123456789 aa12345678 aa123456789 password12 password123 password1234 password12345 password123456
password1! password01 passw0rd123 p@ssw0rd123 p@ssword123 mypassword1 mypassword123 iloveyou12
iloveyou123 iloveyou1234 welcome123 welcome1234 football123 baseball123 sunshine123 princess123
dragon1234 monkey1234 letmein123 letmein1234 superman123 batman1234 starwars123 administrator
admin12345 admin123456 changeme123 computer123 internet123 whatever123 trustno1234 michael123
jessica123 charlie123 qwerty123! 1234567890! correcthorsebatterystaple
parool1234 parool12345 parool123456 parool2024 parool2025 parool2026 salasona123 salasõna123
salasona1234 salasõna1234 tallinn123 tallinn1234 tartu12345 eesti12345 eestimaa123 estonia123
valik12345 valik123456 kevad12345 suvi123456 talv123456
`
    .split(/[\s]+/)
    .filter(Boolean),
);
COMMON_PASSWORDS.add('correct horse battery staple');

/** A password everyone tries first: on the list, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  return lower.length > 0 && [...lower].every((ch) => ch === lower[0]);
}
