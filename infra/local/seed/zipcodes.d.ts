declare module 'zipcodes' {
  export interface ZipCodeInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCodeInfo>;
    lookup(zip: string | number): ZipCodeInfo | undefined;
    lookupByState(state: string): ZipCodeInfo[];
    radius(zip: string | number, miles: number, full?: false): string[];
    distance(zipA: string | number, zipB: string | number): number | null;
  };
  export default zipcodes;
}
