// The feedback page's own words that no first page needs (issue 29 item 4): added to the translator when the
// page's chunk loads (FeedbackPage.tsx), so the login page and the student's home stay within their
// JavaScript budgets (e2e/tests/server/bundle-budget.spec.ts). i18n/et.test.ts checks them with the rest.
export const feedbackEt: Record<string, string> = {
  'Valik may quote what I liked most about the course on the course page, with my first name and the initial of my last name.': 'Valik võib kursuse lehel tsiteerida, mis mulle kursusel kõige rohkem meeldis, koos minu eesnime ja perekonnanime esitähega.',
};

export const feedbackRu: Record<string, string> = {
  'Valik may quote what I liked most about the course on the course page, with my first name and the initial of my last name.': 'Valik может процитировать на странице курса, что мне больше всего понравилось в курсе, с моим именем и первой буквой фамилии.',
};
