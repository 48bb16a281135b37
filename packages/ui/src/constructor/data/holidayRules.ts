// The public holiday rules and names of every country `date-holidays` knows: a chunk of its own
// (`holidayRules`), loaded only when a calendar opens.
export { default as Holidays } from 'date-holidays';
