// Types for the `vcf` test dependency (a third-party vCard parser used to check our files).
declare module 'vcf' {
  interface TProperty {
    valueOf(): string;
  }
  export default class VCard {
    parse(text: string): VCard;
    get(key: string): TProperty & TProperty[];
  }
}
